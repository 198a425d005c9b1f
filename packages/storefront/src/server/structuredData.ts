/**
 * schema.org data for search engines, built on the server only (none of it reaches the browser's bundles):
 * the restaurants as `Restaurant` (a `FoodEstablishment`) with their hours, and a page's `BreadcrumbList`.
 * The shapes are typed with schema-dts (types only), so a misspelt property or a wrong value type fails
 * the type check; ssr.seo.test.ts validates what the pages carry against the vocabulary and Google's rules.
 */
import { minutesOf } from '@nori/core';
import type {
  BreadcrumbList,
  DayOfWeek,
  OpeningHoursSpecification,
  Restaurant as SchemaRestaurant,
  WithContext,
} from 'schema-dts';
import type { OpeningHours, Restaurant } from '../api/types';

/** `OpeningHours.day` (0 = Sunday) as schema.org's DayOfWeek. */
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** Monday first, as the contacts page prints the week. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

const dayOfWeek = (day: number): DayOfWeek => `https://schema.org/${DAYS[day]!}` as DayOfWeek;

/**
 * The week's hours as schema.org OpeningHoursSpecification, one entry per interval with every day that has
 * it (`10:00–23:00` every day is one entry naming seven days). Several intervals a day are several entries.
 * An interval past midnight (`17:00–02:00`, the API's "close at or before the open") stays one entry on the
 * day it opens: schema.org defines "if the value for closes is less than the value for opens then the hour
 * range is assumed to span over the next day", and that is how Google reads overnight hours too — splitting
 * it at midnight would need a `24:00`/`23:59` close that `Time` does not have or that loses a minute.
 * An interval that opens and closes at the same minute is open round the clock: `00:00`–`23:59`.
 */
export function openingHoursSpecification(hours: readonly OpeningHours[]): OpeningHoursSpecification[] {
  const byInterval = new Map<string, { opens: string; closes: string; days: number[] }>();
  const sorted = [...hours].sort(
    (a, b) => WEEK.indexOf(a.day as never) - WEEK.indexOf(b.day as never) || minutesOf(a.open) - minutesOf(b.open),
  );
  for (const { day, open, close } of sorted) {
    const allDay = minutesOf(open) === minutesOf(close);
    const opens = allDay ? '00:00' : open;
    const closes = allDay ? '23:59' : close;
    const key = `${opens}-${closes}`;
    const entry = byInterval.get(key) ?? { opens, closes, days: [] };
    if (!entry.days.includes(day)) entry.days.push(day);
    byInterval.set(key, entry);
  }
  return [...byInterval.values()].map(({ opens, closes, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days.length === 1 ? dayOfWeek(days[0]!) : days.map(dayOfWeek),
    opens,
    closes,
  }));
}

/**
 * Whole days closed (holidays) as special hours, the way Google documents "closed all day": `opens` and
 * `closes` both `00:00`, valid from that date through that date.
 */
export function closedDatesSpecification(dates: readonly string[]): OpeningHoursSpecification[] {
  return dates.map((date) => ({
    '@type': 'OpeningHoursSpecification',
    opens: '00:00',
    closes: '00:00',
    validFrom: date,
    validThrough: date,
  }));
}

export interface RestaurantJsonLdOptions {
  /** The shop's public origin (the canonical links'), for the restaurant's `@id` and `url`. */
  siteUrl: string;
  /** The contacts page in the page's language: where the restaurant is described. */
  contactsUrl: string;
  /** The menu page in the page's language. */
  menuUrl: string;
  brandName: string;
  servesCuisine: readonly string[];
  /** Absolute URL of a picture of the restaurant's food (the shop has no photo of the premises). */
  image?: string;
  /** ISO 3166-1 alpha-2 of the country the addresses are in. */
  country: string;
}

/** One restaurant as schema.org `Restaurant`; its name and address in the page's language (the API's). */
export function restaurantJsonLd(
  restaurant: Restaurant,
  options: RestaurantJsonLdOptions,
): WithContext<SchemaRestaurant> {
  const telephone = e164(restaurant.phone);
  const hasCoordinates = Number.isFinite(restaurant.lat) && Number.isFinite(restaurant.lng);
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': `${options.siteUrl}/#restaurant-${encodeURIComponent(restaurant.code)}`,
    name: restaurant.name,
    brand: { '@type': 'Brand', name: options.brandName },
    url: options.contactsUrl,
    ...(options.image && { image: options.image }),
    ...(telephone && { telephone }),
    address: { '@type': 'PostalAddress', streetAddress: restaurant.address, addressCountry: options.country },
    ...(hasCoordinates && {
      geo: { '@type': 'GeoCoordinates', latitude: restaurant.lat, longitude: restaurant.lng },
    }),
    servesCuisine: [...options.servesCuisine],
    hasMenu: options.menuUrl,
    openingHoursSpecification: openingHoursSpecification(restaurant.opening_hours),
    ...(restaurant.closed_dates.length > 0 && {
      specialOpeningHoursSpecification: closedDatesSpecification(restaurant.closed_dates),
    }),
  };
}

/** A phone in E.164 (`+37322211126`), or undefined when it is not one (a business's own backend may vary). */
export function e164(phone: string): string | undefined {
  const digits = phone.replace(/[^\d+]/g, '');
  return /^\+[1-9]\d{6,14}$/.test(digits) ? digits : undefined;
}

/** A trail of pages, home first, each an absolute URL and its name in the page's language. */
export function breadcrumbJsonLd(items: readonly { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(({ name, url }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: url,
    })),
  };
}
