// How the history screens show an order's facts: its state's badge colour; the search's days for the calendar.
import type { OrderState } from '@nori/core/orderLifecycle';
import type { BadgeTone } from '@nori/ui';

/** A state's badge colour; the state is always said in words beside it. */
export const STATE_TONES: Record<OrderState, BadgeTone> = {
  awaiting_payment: 'neutral',
  placed: 'warning',
  accepted: 'info',
  preparing: 'info',
  ready: 'success',
  out_for_delivery: 'info',
  delivered: 'success',
  picked_up: 'success',
  cancelled: 'danger',
};

/** A `YYYY-MM-DD` day as the calendar's Date (local midnight of that calendar day), and back. */
export function dateOfDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}
export function dayOfDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
