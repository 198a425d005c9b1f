import { observable, reaction, runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import type { Product } from '../api/types';
import { createMemoryStorage } from '../services/storage';
import { CartStore } from './CartStore';
import { unitPrice } from './cartLines';
import { mergeIssues, repriceLines } from './cartPricing';
import { stopListIssue } from './stopListIssue';

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
    unavailable_at: [],
    allergens: [],
    nutrition: null,
    image: {
      url: '/img/philadelphia.webp',
      width: 400,
      height: 300,
      alt: 'Philadelphia',
      srcset: '',
      variants: [],
      sources: [],
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

describe('the stop-list of the restaurant that would cook the order', () => {
  it('makes a line unavailable there only: at another restaurant, or before one is known, it is orderable', () => {
    const stopped = product({ unavailable_at: [3, 5] });
    expect(stopListIssue(stopped, 3)).toEqual({ kind: 'unavailable', restaurantId: 3 });
    expect(stopListIssue(stopped, 4)).toBeUndefined();
    expect(stopListIssue(stopped, null)).toBeUndefined();
    // Not fetched yet: nothing is claimed.
    expect(stopListIssue(undefined, 3)).toBeUndefined();
  });

  function setup(products: Product[]) {
    // The checkout's choice, as `OrderTerms.restaurant` gives it: observable, null until known.
    const restaurant = observable.box<number | null>(null);
    const cart = new CartStore({
      storage: createMemoryStorage(),
      storagePrefix: 't:',
      fetchProducts: async () => products,
      restaurantId: () => restaurant.get(),
    });
    cart.restore();
    const choose = (id: number | null) => runInAction(() => restaurant.set(id));
    return { cart, choose };
  }

  it('follows the chosen restaurant: the line leaves the orderable total there and comes back elsewhere', async () => {
    // Philadelphia is stopped at restaurant 3 but sold somewhere (is_available), maki everywhere.
    const { cart, choose } = setup([product({ unavailable_at: [3] }), product({ id: 2, slug: 'maki', price: 50 })]);
    cart.add({ ...line, quantity: 1 });
    cart.add({ id: 2, currentPrice: 50, name: 'Maki' });
    await cart.reprice();
    const totals: number[] = [];
    const stop = reaction(
      () => cart.orderableTotal,
      (total) => totals.push(total),
    );

    expect(cart.unavailableItems).toEqual([]);
    expect(cart.orderableTotal).toBe(160);
    choose(3);
    expect(cart.issueOf(cart.items[0]!)).toEqual({ kind: 'unavailable', restaurantId: 3 });
    expect(cart.unavailableItems.map((l) => l.id)).toEqual([1]);
    expect(cart.orderableItems.map((l) => l.id)).toEqual([2]);
    expect(cart.orderableTotal).toBe(50);
    // The line stays in the cart (the shopper may pick another restaurant), at its price.
    expect(cart.total).toBe(160);
    choose(4);
    expect(cart.issueOf(cart.items[0]!)).toBeUndefined();
    expect(cart.orderableTotal).toBe(160);
    // An observer (the checkout's total) saw each change.
    expect(totals).toEqual([50, 160]);
    stop();
  });

  it('says the dish is stopped there over a price change, which shows again at a restaurant that has it', async () => {
    const { cart, choose } = setup([product({ price: 120, unavailable_at: [3] })]);
    cart.add({ ...line, quantity: 1 });
    await cart.reprice();
    expect(cart.issueOf(cart.items[0]!)?.kind).toBe('price');
    choose(3);
    expect(cart.issueOf(cart.items[0]!)).toEqual({ kind: 'unavailable', restaurantId: 3 });
    choose(1);
    expect(cart.issueOf(cart.items[0]!)).toEqual({ kind: 'price', oldUnit: 110, newUnit: 130 });
  });

  it('keeps a dish sold nowhere as no longer sold, whatever the restaurant', async () => {
    const { cart, choose } = setup([product({ is_available: false, unavailable_at: [1, 3] })]);
    cart.add({ ...line, quantity: 1 });
    await cart.reprice();
    choose(3);
    expect(cart.issueOf(cart.items[0]!)).toEqual({ kind: 'unavailable' });
  });
});
