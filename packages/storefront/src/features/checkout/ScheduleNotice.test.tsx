// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Restaurant } from '../../api/types';
import { testRegion, testRestaurant } from '../../testing/checkoutFixtures';
import { createTestStores } from '../../testing/createTestStores';
import { cleanup, renderWithProviders } from '../../testing/renderWithProviders';
import { TimeSection } from './TimeSection';

afterEach(cleanup);

/** The checkout's time section for delivery to Centru, its restaurant changed by `restaurant`, at `now`. */
async function render(restaurant: Partial<Restaurant>, now: string, locale: 'en' | 'ro' = 'en') {
  const { stores, checkout } = createTestStores({
    locale,
    now,
    snapshot: {
      dictionaries: { regions: [testRegion], restaurants: [{ ...testRestaurant, ...restaurant }] } as never,
    },
  });
  act(() => checkout.form.setField('regionId', testRegion.id));
  const view = await renderWithProviders(<TimeSection />, { stores, messages: ['checkout'] });
  const notice = () => view.container.querySelector('[role="status"]')?.textContent ?? null;
  return { ...view, checkout, notice };
}

describe('the checkout says why the restaurant takes no order now', () => {
  it('on a closed day: closed today, and from when one can order', async () => {
    // Thursday 12:00 in Chișinău, a closed day.
    const { notice, checkout } = await render({ closed_dates: ['2026-01-15'] }, '2026-01-15T10:00:00Z');
    expect(notice()).toBe('The restaurant is closed today. You can order for tomorrow from 10:00 AM.');
    // "As soon as possible" is off, and the day picked is tomorrow's first time.
    expect(checkout.form.values.when).toBe('scheduled');
    expect(checkout.form.values.scheduledAt?.toISOString()).toBe('2026-01-16T08:00:00.000Z');
  });

  it('while paused: until when, in the shopper’s language', async () => {
    const paused = { paused_until: '2026-01-15T12:30:00Z' };
    expect((await render(paused, '2026-01-15T10:00:00Z')).notice()).toBe(
      'The restaurant has paused ordering until 02:30 PM.',
    );
    cleanup();
    expect((await render(paused, '2026-01-15T10:00:00Z', 'ro')).notice()).toBe(
      'Restaurantul a suspendat comenzile până la 14:30.',
    );
  });

  it('after the hours, and nothing while open', async () => {
    expect((await render({}, '2026-01-15T21:30:00Z')).notice()).toBe(
      'The restaurant is closed now. You can order for tomorrow from 10:00 AM.',
    );
    cleanup();
    expect((await render({}, '2026-01-15T10:00:00Z')).notice()).toBeNull();
  });
});

describe('the times offered', () => {
  it('skip the gap between intervals and start after the busy minutes', async () => {
    const split = [0, 1, 2, 3, 4, 5, 6].flatMap((day) => [
      { day, open: '11:00', close: '15:00' },
      { day, open: '17:00', close: '18:00' },
    ]);
    // 12:00 in Chișinău + 45 min lead + 30 busy = 13:15.
    const { container, checkout } = await render(
      { opening_hours: split, busy_minutes: 30 },
      '2026-01-15T10:00:00Z',
      'ro',
    );
    act(() => checkout.form.setField('when', 'scheduled'));
    const times = [...container.querySelectorAll('#checkout-scheduledAt option')].map((o) => o.textContent);
    expect(times).toEqual([
      'Alege ora',
      ...['13:15', '13:30', '13:45', '14:00', '14:15', '14:30', '14:45', '15:00'],
      ...['17:00', '17:15', '17:30', '17:45', '18:00'],
    ]);
    // The delivery estimate includes the busy minutes.
    expect(container.textContent).toContain('Cât mai curând (circa 75 min)');
  });
});
