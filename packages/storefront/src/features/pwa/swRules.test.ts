import { describe, expect, it } from 'vitest';
import { PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE } from '../../entry-server';
import { isKeptPage, offlinePageUrl } from './swRules';

const url = (path: string) => new URL(path, 'http://shop.test');

describe('service worker rules', () => {
  it('keeps the pages anyone may keep: home, menu, category, product, in any language', () => {
    for (const path of ['/', '/menu', '/ru/menu/rolls', '/en/product/philadelphia-clasic', '/uk/']) {
      expect(isKeptPage(url(path), 200, PUBLIC_PAGE_CACHE), path).toBe(true);
    }
  });

  it('never keeps a private page, one that must not be stored, an error, or a checkout or account page', () => {
    expect(isKeptPage(url('/menu'), 200, PRIVATE_PAGE_CACHE)).toBe(false);
    expect(isKeptPage(url('/menu'), 200, 'private, no-store')).toBe(false);
    expect(isKeptPage(url('/menu'), 200, 'public, no-store')).toBe(false);
    expect(isKeptPage(url('/menu'), 200, null)).toBe(false);
    expect(isKeptPage(url('/menu'), 503, PUBLIC_PAGE_CACHE)).toBe(false);
    for (const path of ['/checkout', '/ru/checkout/success', '/account/orders', '/en/track/abc', '/api/x']) {
      expect(isKeptPage(url(path), 200, PUBLIC_PAGE_CACHE), path).toBe(false);
    }
  });

  it('finds the offline page of a language or of a path’s language', () => {
    expect(offlinePageUrl('ru')).toBe('/_app/offline/ru');
    expect(offlinePageUrl('/uk/menu/rolls')).toBe('/_app/offline/uk');
    expect(offlinePageUrl('/menu')).toBe('/_app/offline/ro');
  });
});
