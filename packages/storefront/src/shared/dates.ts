/**
 * Dates and times as the shop shows them: in the business's time zone (Chișinău), on the server and in the
 * browser alike, so a page hydrates without a mismatch and an order placed at 23:30 in Chișinău never shows
 * the next day.
 */
import { BUSINESS_TIME_ZONE } from '@nori/core';
import type { IntlShape } from 'react-intl';

/** "21 November 2026" in the page's language. */
export function formatDay(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, { day: 'numeric', month: 'long', year: 'numeric', timeZone: BUSINESS_TIME_ZONE });
}

/** "21.11.2026" style short day, for dense lists. */
export function formatShortDay(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: BUSINESS_TIME_ZONE });
}

/** "21 November 2026, 13:05" in the page's language, 24-hour where the language uses it. */
export function formatDayTime(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: BUSINESS_TIME_ZONE,
  });
}

/** "13:05", 24-hour where the language uses it. */
export function formatTime(intl: IntlShape, iso: string): string {
  return intl.formatTime(iso, { hour: '2-digit', minute: '2-digit', timeZone: BUSINESS_TIME_ZONE });
}

/** The time alone when `iso` falls on the same day as `day` (both in Chișinău), else the day and time. */
export function formatTimeOn(intl: IntlShape, iso: string, day: string): string {
  return formatDay(intl, iso) === formatDay(intl, day) ? formatTime(intl, iso) : formatDayTime(intl, iso);
}
