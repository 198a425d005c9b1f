// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { Order } from '../../api/types';
import { createTestStores } from '../../testing/createTestStores';
import { cleanup, renderWithProviders } from '../../testing/renderWithProviders';
import { OrderTimeline } from './OrderTimeline';

afterEach(cleanup);

/** A delivery placed at 12:02 in Chișinău (10:02 UTC), accepted for 12:50, then cancelled by the restaurant. */
const cancelled = {
  id: 7,
  status: 'cancelled',
  order_type: 'delivery',
  created_at: '2026-11-24T10:02:00Z',
  promised_at: '2026-11-24T10:50:00Z',
  cancel_reason: 'Nu mai avem somon.',
  timeline: [
    { status: 'placed', at: '2026-11-24T10:02:00Z', promised_at: null, reason: null },
    { status: 'accepted', at: '2026-11-24T10:05:00Z', promised_at: '2026-11-24T10:50:00Z', reason: null },
    { status: 'cancelled', at: '2026-11-24T10:20:00Z', promised_at: null, reason: 'Nu mai avem somon.' },
  ],
} as Order;

const steps = (container: HTMLElement) =>
  [...container.querySelectorAll('li')].map((li) => ({
    state: li.getAttribute('data-state'),
    text: li.textContent,
    time: li.querySelector('time')?.getAttribute('dateTime') ?? null,
  }));

describe('OrderTimeline', () => {
  it('names each step in the page language with its Chișinău time, the promise and the reason', async () => {
    const { stores } = createTestStores({ locale: 'ro' });
    const { container } = await renderWithProviders(<OrderTimeline order={cancelled} />, {
      stores,
      messages: ['order'],
    });
    expect(container.querySelector('ol')?.getAttribute('aria-label')).toBe('Etapele comenzii');
    expect(steps(container)).toEqual([
      { state: 'done', text: 'Plasată, finalizat12:02', time: '2026-11-24T10:02:00Z' },
      { state: 'done', text: 'Acceptată, finalizat12:05Ora estimată: 12:50', time: '2026-11-24T10:05:00Z' },
      { state: 'cancelled', text: 'Anulată, nefinalizat12:20Motiv: Nu mai avem somon.', time: '2026-11-24T10:20:00Z' },
    ]);
  });

  it('shows where a pickup stands and what is ahead; a later day gets its date', async () => {
    const { stores } = createTestStores({ locale: 'en' });
    const preparing = {
      ...cancelled,
      status: 'preparing',
      order_type: 'pickup',
      cancel_reason: null,
      // Placed late on the 24th, accepted after midnight in Chișinău, promised for the morning.
      created_at: '2026-11-24T21:30:00Z',
      promised_at: '2026-11-25T07:00:00Z',
      timeline: [
        { status: 'placed', at: '2026-11-24T21:30:00Z', promised_at: null, reason: null },
        { status: 'accepted', at: '2026-11-24T22:10:00Z', promised_at: '2026-11-25T07:00:00Z', reason: null },
        { status: 'preparing', at: '2026-11-25T06:30:00Z', promised_at: null, reason: null },
      ],
    } as Order;
    const { container } = await renderWithProviders(<OrderTimeline order={preparing} />, {
      stores,
      messages: ['order'],
    });
    const shown = steps(container);
    expect(shown.map((step) => step.state)).toEqual(['done', 'done', 'current', 'upcoming', 'upcoming']);
    // en-US: 12-hour times, as on the rest of the account pages.
    expect(shown[0]!.text).toBe('Placed, completed11:30 PM');
    expect(shown[1]!.text).toMatch(/^Accepted, completedNovember 25, 2026.*12:10 AMExpected around 09:00 AM$/);
    expect(shown[2]!.text).toMatch(/^Being prepared, in progressNovember 25, 2026.*08:30 AM$/);
    expect(shown.slice(3).map((step) => step.text)).toEqual(['Ready, upcoming', 'Picked up, upcoming']);
    expect(container.querySelector('[aria-current="step"]')?.textContent).toMatch(/^Being prepared/);
  });
});
