import { describe, expect, it } from 'vitest';
import type { Order, OrderTimelineEntry } from '../../api/types';
import { orderProgress } from './orderProgress';

const entry = (status: OrderTimelineEntry['status'], at: string, extra: Partial<OrderTimelineEntry> = {}) => ({
  status,
  at,
  promised_at: null,
  reason: null,
  ...extra,
});

const order = (overrides: Partial<Order> & Pick<Order, 'status' | 'timeline'>) => ({
  order_type: 'delivery' as const,
  created_at: '2026-11-24T10:02:00Z',
  promised_at: null,
  cancel_reason: null,
  ...overrides,
});

const summary = (steps: ReturnType<typeof orderProgress>) => steps.map((s) => `${s.status}:${s.state}`);

describe('orderProgress', () => {
  it('shows a placed delivery as current, with the rest of the way ahead', () => {
    const steps = orderProgress(order({ status: 'placed', timeline: [entry('placed', '2026-11-24T10:02:00Z')] }));
    expect(summary(steps)).toEqual([
      'placed:current',
      'accepted:upcoming',
      'preparing:upcoming',
      'ready:upcoming',
      'out_for_delivery:upcoming',
      'delivered:upcoming',
    ]);
    expect(steps[0]!.at).toBe('2026-11-24T10:02:00Z');
    expect(steps.slice(1).every((step) => step.at === null)).toBe(true);
  });

  it('walks a pickup to picked up, and a card order from its payment on', () => {
    const steps = orderProgress(
      order({
        status: 'awaiting_payment',
        order_type: 'pickup',
        timeline: [entry('awaiting_payment', '2026-11-24T10:02:00Z')],
      }),
    );
    expect(summary(steps)).toEqual([
      'awaiting_payment:current',
      'placed:upcoming',
      'accepted:upcoming',
      'preparing:upcoming',
      'ready:upcoming',
      'picked_up:upcoming',
    ]);
  });

  it('puts the latest promise on the accepted step, and the reason on the cancelled one', () => {
    const steps = orderProgress(
      order({
        status: 'cancelled',
        promised_at: '2026-11-24T11:00:00Z',
        cancel_reason: 'Out of salmon',
        timeline: [
          entry('placed', '2026-11-24T10:02:00Z'),
          entry('accepted', '2026-11-24T10:05:00Z', { promised_at: '2026-11-24T10:50:00Z' }),
          entry('cancelled', '2026-11-24T10:20:00Z', { reason: 'Out of salmon' }),
        ],
      }),
    );
    // Cancelled is where it stopped: nothing is ahead.
    expect(summary(steps)).toEqual(['placed:done', 'accepted:done', 'cancelled:cancelled']);
    expect(steps[1]).toMatchObject({ promisedAt: '2026-11-24T11:00:00Z', reason: null });
    expect(steps[2]).toMatchObject({ reason: 'Out of salmon', promisedAt: null });
    expect(steps[0]).toMatchObject({ promisedAt: null, reason: null });
  });

  it('takes the promise from the accepted step when the order has none', () => {
    const steps = orderProgress(
      order({
        status: 'accepted',
        timeline: [
          entry('placed', '2026-11-24T10:02:00Z'),
          entry('accepted', '2026-11-24T10:05:00Z', { promised_at: '2026-11-24T10:50:00Z' }),
        ],
      }),
    );
    expect(steps[1]).toMatchObject({ state: 'current', promisedAt: '2026-11-24T10:50:00Z' });
  });

  it('marks every step of a delivered order done, with nothing ahead', () => {
    const times = ['10:02', '10:05', '10:10', '10:30', '10:35', '11:00'].map((t) => `2026-11-24T${t}:00Z`);
    const statuses = ['placed', 'accepted', 'preparing', 'ready', 'out_for_delivery', 'delivered'] as const;
    const steps = orderProgress(
      order({ status: 'delivered', timeline: statuses.map((status, i) => entry(status, times[i]!)) }),
    );
    expect(steps.map((s) => s.state)).toEqual(Array(6).fill('done'));
    expect(steps.map((s) => s.at)).toEqual(times);
  });

  it('shows an order without a timeline by its state now', () => {
    const steps = orderProgress(order({ status: 'preparing', timeline: [] }));
    expect(summary(steps)).toEqual([
      'preparing:current',
      'ready:upcoming',
      'out_for_delivery:upcoming',
      'delivered:upcoming',
    ]);
    expect(steps[0]!.at).toBe('2026-11-24T10:02:00Z');
  });
});
