// The order search in the address: the filters and the page (`?from&to&status&restaurant&phone&number&before`)
// read from a URL's query and written back into one, so a search can be shared and Back and Forward move
// between searches and pages; and the search a person starts from (the last seven Chișinău days).
import { ORDER_STATES, type OrderState } from '@nori/core/orderLifecycle';
import { chisinauIsoDate } from '@nori/core/time';
import type { Cursor } from './cursorTrail';

export interface HistoryFilters {
  /** First Chișinău day of placing, `YYYY-MM-DD`, included. */
  from: string;
  /** Last Chișinău day of placing, `YYYY-MM-DD`, included. */
  to: string;
  status: 'all' | OrderState;
  /** null: every restaurant the person may see. */
  restaurantId: number | null;
  /** Digits, any part of the shopper's number. */
  phone: string;
  /** An order number. */
  number: string;
}

/** How many days the search covers when opened: the last week, today included. */
export const DEFAULT_DAYS = 7;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day `days` after (or before) a `YYYY-MM-DD` day. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The search when opened: the last seven Chișinău days, every state, every restaurant. */
export function defaultFilters(now = new Date()): HistoryFilters {
  const today = chisinauIsoDate(now);
  return {
    from: addDays(today, -(DEFAULT_DAYS - 1)),
    to: today,
    status: 'all',
    restaurantId: null,
    phone: '',
    number: '',
  };
}

/** The filters and page an address asks for; what is missing or malformed is the default. */
export function filtersOf(search: URLSearchParams, now = new Date()): { filters: HistoryFilters; before: Cursor } {
  const defaults = defaultFilters(now);
  const day = (key: string, fallback: string) => {
    const value = search.get(key) ?? '';
    return DAY.test(value) ? value : fallback;
  };
  const status = search.get('status') ?? 'all';
  const positive = (key: string) => {
    const value = Number(search.get(key));
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  return {
    filters: {
      from: day('from', defaults.from),
      to: day('to', defaults.to),
      status: (ORDER_STATES as readonly string[]).includes(status) ? (status as OrderState) : 'all',
      restaurantId: positive('restaurant'),
      phone: (search.get('phone') ?? '').replace(/\D/g, ''),
      number: (search.get('number') ?? '').replace(/\D/g, ''),
    },
    before: positive('before'),
  };
}

/** The address's query for these filters and page (what is empty left out). */
export function searchOf(filters: HistoryFilters, before: Cursor = null): string {
  const params = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.status !== 'all') params.set('status', filters.status);
  if (filters.restaurantId !== null) params.set('restaurant', String(filters.restaurantId));
  if (filters.phone) params.set('phone', filters.phone);
  if (filters.number) params.set('number', filters.number);
  if (before !== null) params.set('before', String(before));
  return `?${params}`;
}

/** The same search (the page aside). */
export const sameFilters = (a: HistoryFilters | null, b: HistoryFilters) =>
  a !== null && (Object.keys(b) as (keyof HistoryFilters)[]).every((key) => a[key] === b[key]);
