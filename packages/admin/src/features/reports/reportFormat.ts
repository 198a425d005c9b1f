// How the reports screen says its days and amounts, in the UI's language.
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** A `YYYY-MM-DD` day as the calendar's Date (local midnight of that calendar day), and back. */
export function dateOfDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}
export function dayOfDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * MDL as money everywhere on the screen (Stats, chart, tables): by its code, because the kit formats for
 * `ro-MD` (where MDL's symbol is "L") and react-intl for `ro` ("MDL"), and one screen must not say both.
 */
export const MONEY = { style: 'currency', currency: 'MDL', currencyDisplay: 'code' } as const;

/**
 * Formatters for a report's days (already Chișinău days: read at UTC midnight so no device's zone moves
 * them) — short ("20 nov.") for the chart's axis, long ("vineri, 20 noiembrie 2026") for the table — and money.
 */
export function useReportFormat() {
  const intl = useIntl();
  const at = (day: string) => new Date(`${day}T00:00:00Z`);
  return {
    shortDay: useCallback(
      (day: string) => intl.formatDate(at(day), { timeZone: 'UTC', day: 'numeric', month: 'short' }),
      [intl],
    ),
    longDay: useCallback(
      (day: string) =>
        intl.formatDate(at(day), { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' }),
      [intl],
    ),
    money: useCallback((value: number) => intl.formatNumber(value, MONEY), [intl]),
    count: useCallback((value: number) => intl.formatNumber(value), [intl]),
  };
}
