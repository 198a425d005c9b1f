import { describe, expect, it } from 'vitest';
import { RouteRules, withQuery } from './routeRules';

const rules = new RouteRules(
  [
    { legacy_id: 101, slug: 'philadelphia-clasic' },
    { legacy_id: 202, slug: 'ramen-cu-pui' },
  ],
  { '/franciza': 'https://franchise.example.com/' },
);

describe('RouteRules', () => {
  it.each([
    ['/tproduct/101-philadelphia', '/product/philadelphia-clasic'],
    ['/md/tproduct/101-philadelphia', '/product/philadelphia-clasic'],
    ['/en/tproduct/101-philadelphia', '/en/product/philadelphia-clasic'],
    ['/ru/tproduct/101-philadelphia', '/ru/product/philadelphia-clasic'],
    ['/ua/tproduct/101-philadelphia', '/uk/product/philadelphia-clasic'],
    ['/ua/tproduct/202-anything/', '/uk/product/ramen-cu-pui'],
  ])('sends the legacy product %s to %s with 301', (from, to) => {
    expect(rules.lookup(from)).toEqual({ to, status: 301 });
  });

  it('falls back to the slug when the old id is unknown but the product is still sold', () => {
    expect(rules.lookup('/tproduct/999-ramen-cu-pui')).toEqual({ to: '/product/ramen-cu-pui', status: 301 });
  });

  it('does not redirect an unknown legacy product', () => {
    expect(rules.lookup('/tproduct/999-nothing-here')).toBeNull();
  });

  it.each([
    ['/md', '/'],
    ['/ua', '/uk'],
    ['/ua/', '/uk'],
    ['/promotion', '/promotions'],
    ['/promo', '/promotions'],
    ['/promo/ru', '/ru/promotions'],
    ['/promo/ua', '/uk/promotions'],
    ['/ru/aktsii', '/ru/promotions'],
    ['/ru/tproduct/123-ru-aktsii', '/ru/promotions'],
  ])('sends %s to %s', (from, to) => {
    expect(rules.lookup(from)?.to).toBe(to);
  });

  it('keeps an external target as it is', () => {
    expect(rules.lookup('/franciza')).toEqual({ to: 'https://franchise.example.com/', status: 301 });
  });

  it('leaves the shop’s own paths alone', () => {
    for (const path of ['/', '/menu', '/ru/product/philadelphia-clasic', '/uk', '/promotions']) {
      expect(rules.lookup(path), path).toBeNull();
    }
  });

  it('replaces the legacy map on refresh', () => {
    const fresh = new RouteRules([{ legacy_id: 1, slug: 'a' }]);
    fresh.setLegacyProducts([{ legacy_id: 2, slug: 'b' }]);
    expect(fresh.lookup('/tproduct/1-a')).toBeNull();
    expect(fresh.lookup('/tproduct/2-b')?.to).toBe('/product/b');
    expect(fresh.legacyCount).toBe(1);
  });
});

describe('withQuery', () => {
  it.each([
    ['/ru/promotions', '', '/ru/promotions'],
    ['/ru/promotions', '?', '/ru/promotions'],
    ['/product/x', '?referral=A1&utm_source=sms', '/product/x?referral=A1&utm_source=sms'],
    ['https://old.example/page?id=3', '?utm_medium=cpc', 'https://old.example/page?id=3&utm_medium=cpc'],
    ['https://old.example/page#top', '?referral=B2', 'https://old.example/page?referral=B2#top'],
  ])('%s + %j → %s', (target, search, expected) => {
    expect(withQuery(target, search)).toBe(expected);
  });
});
