import { describe, expect, it } from 'vitest';
import { captureLandingUtm, createDataLayerAnalytics, readUtm, redactPageUrl } from './analytics';
import { trackAuth } from './authEvents';
import { createMemoryStorage } from './storage';

const landing =
  'https://shop.test/ru/menu?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_content=banner&utm_term=sushi&x=1';

describe('readUtm', () => {
  it('takes the five utm_* parameters and nothing else', () => {
    expect(readUtm(landing)).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      utm_content: 'banner',
      utm_term: 'sushi',
    });
  });

  it('leaves out absent and empty ones, and accepts relative URLs', () => {
    expect(readUtm('/?utm_source=fb&utm_medium=')).toEqual({
      utm_source: 'fb',
    });
    expect(readUtm('https://shop.test/')).toEqual({});
  });
});

describe('captureLandingUtm', () => {
  it('keeps the landing URL’s parameters for the rest of the tab', () => {
    const session = createMemoryStorage();
    expect(captureLandingUtm(session, landing)).toMatchObject({
      utm_source: 'google',
    });
    expect(captureLandingUtm(session, 'https://shop.test/?utm_source=other')).toMatchObject({ utm_source: 'google' });
  });

  it('records a landing without UTM so a later URL does not pose as the landing', () => {
    const session = createMemoryStorage();
    expect(captureLandingUtm(session, 'https://shop.test/')).toEqual({});
    expect(captureLandingUtm(session, 'https://shop.test/?utm_source=late')).toEqual({});
  });

  it('recaptures when the stored record is malformed', () => {
    const session = createMemoryStorage({ utm: '{"evil":1}' });
    expect(captureLandingUtm(session, '/?utm_term=t')).toEqual({
      utm_term: 't',
    });
  });
});

describe('createDataLayerAnalytics', () => {
  it('creates window.dataLayer when absent and appends to it', () => {
    const win: { location: Location; dataLayer?: unknown[] } = {
      location: { href: landing } as Location,
    };
    const analytics = createDataLayerAnalytics({
      win,
      session: createMemoryStorage(),
    });
    analytics.push({ event: 'view_item' });
    analytics.push({ event: 'add_to_cart' });
    expect(win.dataLayer).toEqual([{ event: 'view_item' }, { event: 'add_to_cart' }]);
  });

  it('keeps an existing data layer (GTM may have loaded first)', () => {
    const existing = [{ 'gtm.start': 1 }];
    const win = {
      location: { href: 'https://shop.test/' } as Location,
      dataLayer: existing,
    };
    createDataLayerAnalytics({ win, session: createMemoryStorage() }).push({
      event: 'x',
    });
    expect(existing).toEqual([{ 'gtm.start': 1 }, { event: 'x' }]);
  });

  it('reports the current page and the landing UTM', () => {
    const location = { href: landing } as Location;
    const analytics = createDataLayerAnalytics({
      win: { location },
      session: createMemoryStorage(),
    });
    location.href = 'https://shop.test/ru/product/roll';
    expect(analytics.context()).toEqual({
      pageUrl: 'https://shop.test/ru/product/roll',
      utm: readUtm(landing),
    });
  });
});

describe('page_url on the tracking page', () => {
  it("never carries an order's private tracking token, in any locale", () => {
    expect(redactPageUrl('https://shop.test/track/Ab3_xyz-TOKEN')).toBe('https://shop.test/track/:token');
    expect(redactPageUrl('https://shop.test/ru/track/Ab3_xyz-TOKEN?utm_source=sms#top')).toBe(
      'https://shop.test/ru/track/:token?utm_source=sms#top',
    );
    expect(redactPageUrl('https://shop.test/en/menu/rolls')).toBe('https://shop.test/en/menu/rolls');
  });

  it('reaches the data layer without the token', () => {
    const win = {
      location: { href: 'https://shop.test/uk/track/SECRET-token-123' } as Location,
      dataLayer: undefined as unknown[] | undefined,
    };
    const analytics = createDataLayerAnalytics({ win, session: createMemoryStorage() });
    trackAuth(analytics, 'login', { phone: '37360000000', status: 'success' });
    expect(JSON.stringify(win.dataLayer)).not.toContain('SECRET');
    expect(win.dataLayer).toEqual([expect.objectContaining({ page_url: 'https://shop.test/uk/track/:token' })]);
  });
});
