// How the history screens say an order's facts: its state's badge colour, and instants on Chișinău's clock
// (the business's time zone, whatever the device's) in the UI's language.
import { BUSINESS_TIME_ZONE } from '@nori/core/time';
import type { OrderState } from '@nori/core/orderLifecycle';
import type { BadgeTone } from '@nori/ui';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

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

/** `24.11.2026, 21:40` — a date and time as read in Chișinău. */
export function useDateTime() {
  const intl = useIntl();
  return useCallback(
    (iso: string) =>
      intl.formatDate(iso, {
        timeZone: BUSINESS_TIME_ZONE,
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }),
    [intl],
  );
}

/** A `YYYY-MM-DD` day as the calendar's Date (local midnight of that calendar day), and back. */
export function dateOfDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}
export function dayOfDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
