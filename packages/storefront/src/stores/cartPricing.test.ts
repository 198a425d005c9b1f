import { describe, expect, it, vi } from 'vitest';
import type { Product } from '../api/types';
import { createMemoryStorage } from '../services/storage';
import { CartStore } from './CartStore';
import { unitPrice } from './cartLines';
import { mergeIssues, repriceLines } from './cartPricing';

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    slug: 'philadelphia',
    legacy_id: 101,
    category_id: 1,
    category_slug: 'rolls',
    name: 'Philadelphia',
    description: '',
    price: 100,
    old_price: null,
    weight: 250,
    weight_unit: 'g',
    tags: [],
    is_available: true,
    image: {
      url: '/img/philadelphia.webp',
      width: 400,
      height: 300,
      alt: 'Philadelphia',
      srcset: '',
      variants: [],
    },
    modifiers: [{ id: 7, code: 'soy', name: 'Soy sauce', price: 5 }],
    ...overrides,
  };
}

const line = {
  id: 1,
  quantity: 2,
  currentPrice: 100,
  modifiers: [{ id: 7, quantity: 2, currentPrice: 5 }],
  name: 'Philadelphia',
};

describe('repriceLines', () => {
  it('leaves an unchanged line without a notice', () => {
    const { lines, issues } = repriceLines([line], [product()]);
    expect(lines[0]?.currentPrice).toBe(100);
    expect(issues.size).toBe(0);
  });

  it('brings the display fields and the category up to date, as a new line of the product would have them', () => {
    const { lines } = repriceLines([line], [product({ name: 'Philadelphia classic' })]);
    expect(lines[0]).toEqual({
      ...line,
      name: 'Philadelphia classic',
      slug: 'philadelphia',
      image: '/img/philadelphia.webp',
      categorySlug: 'rolls',
    });
  });

  it('applies a new product or extra price and reports the unit price before and after', () => {
    const { lines, issues } = repriceLines(
      [line],
      [product({ price: 120, modifiers: [{ id: 7, code: 'soy', name: 'Soy', price: 6 }] })],
    );
    expect(lines[0]).toMatchObject({ currentPrice: 120, modifiers: [{ id: 7, currentPrice: 6 }] });
    expect(issues.get('1|7x2')).toEqual({ kind: 'price', oldUnit: 110, newUnit: 132 });
    expect(unitPrice(lines[0]!)).toBe(132);
  });

  it.each([
    ['missing from the catalog', []],
    ['no longer available', [product({ is_available: false })]],
    ['with an extra no longer offered', [product({ modifiers: [] })]],
  ])('marks a product %s as unavailable and keeps its line as it was', (_, products) => {
    const { lines, issues } = repriceLines([line], products);
    expect(lines[0]).toBe(line);
    expect(issues.get('1|7x2')).toEqual({ kind: 'unavailable' });
  });

  it("takes the catalog's name, slug and image (the language may have changed)", () => {
    const { lines } = repriceLines([line], [product({ name: 'Филадельфия' })]);
    expect(lines[0]).toMatchObject({ name: 'Филадельфия', slug: 'philadelphia', image: '/img/philadelphia.webp' });
  });
});

describe('mergeIssues', () => {
  const key = '1|7x2';
  it('keeps the first price the shopper saw across two changes', () => {
    const merged = mergeIssues(
      new Map([[key, { kind: 'price', oldUnit: 110, newUnit: 120 }]]),
      new Map([[key, { kind: 'price', oldUnit: 120, newUnit: 130 }]]),
      [line],
    );
    expect(merged.get(key)).toEqual({ kind: 'price', oldUnit: 110, newUnit: 130 });
  });

  it('drops a price notice when the price is back, and an unavailable one when sold again', () => {
    expect(
      mergeIssues(
        new Map([[key, { kind: 'price', oldUnit: 110, newUnit: 120 }]]),
        new Map([[key, { kind: 'price', oldUnit: 120, newUnit: 110 }]]),
        [line],
      ).size,
    ).toBe(0);
    expect(mergeIssues(new Map([[key, { kind: 'unavailable' }]]), new Map(), [line]).size).toBe(0);
  });

  it('keeps a seen price change when nothing moved since', () => {
    const before = new Map([[key, { kind: 'price', oldUnit: 110, newUnit: 120 } as const]]);
    expect(mergeIssues(before, new Map(), [line]).get(key)).toEqual(before.get(key));
  });
});

describe('CartStore re-pricing', () => {
  function setup(fetchProducts: (ids: readonly number[]) => Promise<Product[]>) {
    const storage = createMemoryStorage();
    const cart = new CartStore({ storage, storagePrefix: 't:', fetchProducts });
    cart.restore();
    return { cart, storage };
  }

  it("fetches the cart's products once per id, applies prices, saves them and points out the change", async () => {
    const fetchProducts = vi.fn(async () => [product({ price: 90 })]);
    const { cart, storage } = setup(fetchProducts);
    cart.add({ ...line, quantity: 1 });
    cart.add({ id: 1, currentPrice: 100, name: 'Philadelphia' });
    await cart.reprice();
    expect(fetchProducts).toHaveBeenCalledWith([1]);
    expect(cart.pricing).toBe('done');
    expect(cart.total).toBe(90 + 2 * 5 + 90);
    expect(cart.issueOf(cart.items[0]!)).toEqual({ kind: 'price', oldUnit: 110, newUnit: 100 });
    expect(cart.hasPriceChanges).toBe(true);
    expect(JSON.parse(storage.getItem('t:cart')!)[0].currentPrice).toBe(90);
    cart.dismissPriceChanges();
    expect(cart.hasPriceChanges).toBe(false);
  });

  it('excludes lines no longer sold from the orderable total until the shopper removes them', async () => {
    const { cart } = setup(async () => [product({ id: 2, slug: 'maki' })]);
    cart.add({ ...line, quantity: 1 });
    cart.add({ id: 2, currentPrice: 100, name: 'Maki' });
    await cart.reprice();
    expect(cart.unavailableItems.map((l) => l.id)).toEqual([1]);
    expect(cart.orderableItems.map((l) => l.id)).toEqual([2]);
    expect(cart.orderableTotal).toBe(100);
    expect(cart.total).toBe(210);
    cart.remove(cart.unavailableItems[0]!, 0);
    expect(cart.issues.size).toBe(0);
    expect(cart.orderableTotal).toBe(cart.total);
  });

  it('applies only the latest answer and keeps the cart when the catalog cannot be reached', async () => {
    let release: (products: Product[]) => void = () => undefined;
    const answers = [new Promise<Product[]>((resolve) => (release = resolve)), Promise.reject(new Error('offline'))];
    const { cart } = setup(() => answers.shift()!);
    cart.add({ ...line, quantity: 1 });
    const first = cart.reprice();
    const second = cart.reprice();
    release([product({ price: 1 })]);
    await Promise.all([first, second]);
    expect(cart.items[0]?.currentPrice).toBe(100);
    expect(cart.pricing).toBe('error');
  });

  it('asks nothing for an empty cart', async () => {
    const fetchProducts = vi.fn(async () => []);
    const { cart } = setup(fetchProducts);
    await cart.reprice();
    expect(fetchProducts).not.toHaveBeenCalled();
  });
});
