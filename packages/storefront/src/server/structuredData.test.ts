import { describe, expect, it } from 'vitest';
import type { Restaurant } from '../api/types';
import { validateJsonLd } from '../testing/structuredDataValidator';
import {
  breadcrumbJsonLd,
  closedDatesSpecification,
  e164,
  openingHoursSpecification,
  restaurantJsonLd,
} from './structuredData';

const day = (name: string) => `https://schema.org/${name}`;

describe('openingHoursSpecification', () => {
  it('gives one entry per interval, naming every day that has it, Monday first', () => {
    const hours = [0, 1, 2, 3, 4, 5, 6].map((d) => ({ day: d, open: '10:00', close: d >= 5 ? '23:00' : '22:00' }));
    expect(openingHoursSpecification(hours)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [day('Monday'), day('Tuesday'), day('Wednesday'), day('Thursday'), day('Sunday')],
        opens: '10:00',
        closes: '22:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [day('Friday'), day('Saturday')],
        opens: '10:00',
        closes: '23:00',
      },
    ]);
  });

  it('keeps several intervals a day, and an interval past midnight on the day it opens (closes < opens)', () => {
    const hours = [
      { day: 6, open: '17:00', close: '02:00' },
      { day: 6, open: '11:00', close: '15:00' },
      { day: 5, open: '11:00', close: '15:00' },
      { day: 5, open: '17:00', close: '00:00' },
    ];
    expect(openingHoursSpecification(hours)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [day('Friday'), day('Saturday')],
        opens: '11:00',
        closes: '15:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: day('Friday'), opens: '17:00', closes: '00:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: day('Saturday'), opens: '17:00', closes: '02:00' },
    ]);
  });

  it('says round the clock as 00:00–23:59, and leaves out the days without hours (closed)', () => {
    expect(openingHoursSpecification([{ day: 3, open: '00:00', close: '00:00' }])).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: day('Wednesday'), opens: '00:00', closes: '23:59' },
    ]);
    expect(openingHoursSpecification([])).toEqual([]);
  });
});

describe('closedDatesSpecification', () => {
  it('marks each closed day as opening and closing at 00:00 on that date', () => {
    expect(closedDatesSpecification(['2026-12-31'])).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2026-12-31',
        validThrough: '2026-12-31',
      },
    ]);
  });
});

describe('e164', () => {
  it('keeps the plus and digits of an international number, and refuses a local one', () => {
    expect(e164('+373 22 211 126')).toBe('+37322211126');
    expect(e164('+37322211126')).toBe('+37322211126');
    expect(e164('022 211 126')).toBeUndefined();
  });
});

const restaurant: Restaurant = {
  id: 1,
  code: 'centru',
  name: 'Nori Centru',
  address: 'bd. Ștefan cel Mare 126, Chișinău',
  phone: '+373 22 211 126',
  lat: 47.0245,
  lng: 28.8322,
  opening_hours: [
    { day: 5, open: '11:00', close: '15:00' },
    { day: 5, open: '17:00', close: '02:00' },
  ],
  closed_dates: ['2026-12-31'],
  paused_until: null,
  busy_minutes: 0,
};
const options = {
  siteUrl: 'https://nori.md',
  contactsUrl: 'https://nori.md/contacts',
  menuUrl: 'https://nori.md/menu',
  brandName: 'Nori Sushi',
  servesCuisine: ['Sushi', 'Asian'],
  country: 'MD',
};

describe('restaurantJsonLd', () => {
  it('is a valid schema.org Restaurant with its address, phone, place, hours, closed days and menu', async () => {
    const data = restaurantJsonLd(restaurant, options);
    expect(data).toMatchObject({
      '@type': 'Restaurant',
      '@id': 'https://nori.md/#restaurant-centru',
      telephone: '+37322211126',
      address: { '@type': 'PostalAddress', streetAddress: restaurant.address, addressCountry: 'MD' },
      geo: { '@type': 'GeoCoordinates', latitude: 47.0245, longitude: 28.8322 },
      servesCuisine: ['Sushi', 'Asian'],
      hasMenu: 'https://nori.md/menu',
      specialOpeningHoursSpecification: [{ validFrom: '2026-12-31', opens: '00:00', closes: '00:00' }],
    });
    expect(await validateJsonLd([data])).toEqual([]);
  });

  it('leaves out a phone that is not E.164 and special hours when no day is closed', () => {
    const data = restaurantJsonLd({ ...restaurant, phone: '022 211 126', closed_dates: [] }, options);
    expect(data).not.toHaveProperty('telephone');
    expect(data).not.toHaveProperty('specialOpeningHoursSpecification');
  });
});

describe('the validator the SSR tests rely on', () => {
  it('finds a property schema.org does not define, a type it does not have, and a trail item without its page', async () => {
    const issues = await validateJsonLd([
      { ...(restaurantJsonLd(restaurant, options) as object), openingTimes: '10-22' },
      { '@context': 'https://schema.org', '@type': 'Eatery', name: 'x' },
      {
        ...(breadcrumbJsonLd([{ name: 'Home', url: 'https://nori.md/' }]) as object),
        itemListElement: [{ '@type': 'ListItem', position: 1 }],
      },
    ]);
    const messages = issues.map((issue) => `${issue.severity} ${issue.rootType}: ${issue.issueMessage}`);
    expect(messages).toContainEqual(expect.stringMatching(/^WARNING Restaurant: Property "openingTimes"/));
    expect(messages).toContainEqual(
      expect.stringMatching(/^ERROR Eatery: Type "Eatery" is not a valid schema.org type/),
    );
    expect(messages.filter((m) => m.startsWith('ERROR BreadcrumbList'))).not.toHaveLength(0);
  });

  it('passes a well-formed trail', async () => {
    const trail = breadcrumbJsonLd([
      { name: 'Nori Sushi', url: 'https://nori.md/' },
      { name: 'Meniu', url: 'https://nori.md/menu' },
    ]);
    expect(await validateJsonLd([trail])).toEqual([]);
  });
});
