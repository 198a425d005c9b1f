import { describe, expect, it } from 'vitest';
import { createServerCookieJar } from '../services/cookies';
import { createMemoryStorage } from '../services/storage';
import { CART_LINES_COOKIE, CartStore } from './CartStore';

const roll = { id: 1, currentPrice: 100, name: 'Roll', slug: 'roll' };
const soy = { id: 7, quantity: 1, currentPrice: 5 };

function setup(initial: Record<string, string> = {}) {
  const storage = createMemoryStorage(initial);
  const cart = new CartStore({ storage, storagePrefix: 'nori:' });
  cart.restore();
  return { cart, storage };
}

describe('CartStore', () => {
  it('adds, merges and counts', () => {
    const { cart } = setup();
    cart.add(roll);
    cart.add({ ...roll, quantity: 2 });
    cart.add({ ...roll, modifiers: [soy] });
    expect(cart.items).toHaveLength(2);
    expect(cart.count).toBe(4);
    expect(cart.quantityOf(1)).toBe(4);
    expect(cart.total).toBe(405);
    expect(cart.lineTotal(cart.items[1]!)).toBe(105);
  });

  it('removes one, deletes at the last, sets and clears', () => {
    const { cart } = setup();
    cart.add({ ...roll, quantity: 2 });
    cart.remove(roll, 1);
    expect(cart.find(roll)?.quantity).toBe(1);
    cart.remove(roll, 1);
    expect(cart.isEmpty).toBe(true);
    cart.add(roll);
    cart.setQuantity(roll, 5);
    expect(cart.count).toBe(5);
    cart.clear();
    expect(cart.count).toBe(0);
  });

  it('keeps the cart in storage under the prefix and reads it back on start', () => {
    const { cart, storage } = setup();
    cart.add({ ...roll, modifiers: [soy] });
    const raw = storage.getItem('nori:cart');
    expect(JSON.parse(raw ?? 'null')).toEqual([{ ...roll, quantity: 1, modifiers: [soy] }]);
    const next = new CartStore({ storage, storagePrefix: 'nori:' });
    expect(next.count).toBe(0);
    next.restore();
    expect(next.items).toEqual(cart.items);
  });

  it.each(['{not json', '{"id":1}', '[{"id":1,"quantity":-1,"currentPrice":1,"modifiers":[]}]'])(
    'starts empty from malformed storage %s',
    (raw) => {
      expect(setup({ 'nori:cart': raw }).cart.items).toEqual([]);
    },
  );
});

describe('CartStore before the browser restore', () => {
  it('keeps the saved cart when an item is added before restore()', () => {
    const storage = createMemoryStorage({
      'nori:cart': JSON.stringify([{ id: 1, quantity: 2, currentPrice: 100, modifiers: [] }]),
    });
    const cart = new CartStore({ storage, storagePrefix: 'nori:' });
    cart.add({ id: 2, quantity: 1, currentPrice: 50, modifiers: [] });
    expect(cart.items.map((line) => [line.id, line.quantity])).toEqual([
      [1, 2],
      [2, 1],
    ]);
  });

  describe('the line count cookie (what the server renders checkout from)', () => {
    const withCookies = (cookieHeader: string | null, initial: Record<string, string> = {}) => {
      const cookies = createServerCookieJar(cookieHeader);
      const cart = new CartStore({ storage: createMemoryStorage(initial), storagePrefix: 'nori:', cookies });
      return { cart, cookies };
    };

    it('reads the hint before the cart is restored: a count, or null when absent or malformed', () => {
      expect(withCookies(`${CART_LINES_COOKIE}=2`).cart.hintedLines).toBe(2);
      expect(withCookies(`${CART_LINES_COOKIE}=0`).cart.hintedLines).toBe(0);
      expect(withCookies(null).cart.hintedLines).toBeNull();
      expect(withCookies(`${CART_LINES_COOKIE}=-1`).cart.hintedLines).toBeNull();
      expect(withCookies(`${CART_LINES_COOKIE}=two`).cart.hintedLines).toBeNull();
    });

    it('follows every change of the lines, and corrects a stale cookie on restore', () => {
      const saved = JSON.stringify([{ id: 1, quantity: 1, currentPrice: 100, modifiers: [] }]);
      const { cart, cookies } = withCookies(`${CART_LINES_COOKIE}=3`, { 'nori:cart': saved });
      cart.restore();
      expect(cookies.get(CART_LINES_COOKIE)).toBe('1');
      cart.add({ ...roll, id: 2 });
      expect(cookies.get(CART_LINES_COOKIE)).toBe('2');
      cart.add({ ...roll, id: 2 });
      expect(cookies.get(CART_LINES_COOKIE)).toBe('2');
      cart.clear();
      expect(cookies.get(CART_LINES_COOKIE)).toBe('0');
      expect(cookies.setCookieHeaders()).toEqual([
        expect.stringMatching(/^cart_lines=0; Max-Age=2592000; Path=\/; SameSite=Lax/),
      ]);
    });

    it('is not written when it already says the truth, nor for a shopper who never had a cart', () => {
      for (const header of [`${CART_LINES_COOKIE}=0`, null]) {
        const { cart, cookies } = withCookies(header);
        cart.restore();
        expect(cookies.setCookieHeaders()).toEqual([]);
      }
    });
  });
});
