import { describe, expect, it } from 'vitest';
import { lazyModulesFor, shouldPrefetch } from './prefetch';
import { routes } from './routes';

describe('link prefetch', () => {
  it('skips slow-2g and data saver connections', () => {
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(shouldPrefetch({ effectiveType: '3g' })).toBe(true);
    expect(shouldPrefetch(undefined)).toBe(true);
  });

  it('finds the page module a link leads to, in any locale', () => {
    expect(lazyModulesFor(routes, '/ru/product/philadelphia', 'http://shop.test')).toHaveLength(1);
    expect(lazyModulesFor(routes, '/account/orders', 'http://shop.test')).toHaveLength(2);
  });

  it('ignores other sites', () => {
    expect(lazyModulesFor(routes, 'https://elsewhere.example/menu', 'http://shop.test')).toEqual([]);
  });
});
