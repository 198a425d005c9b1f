import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addLine,
  cartCount,
  cartTotal,
  lineTotal,
  parseCart,
  productLine,
  removeLine,
  sameLine,
  setLineQuantity,
  unitPrice,
  type CartItem,
  type CartItemInput,
} from './cartLines';

const roll = { id: 1, currentPrice: 89.9, name: 'Philadelphia' };
const ginger = { id: 10, quantity: 1, currentPrice: 5 };
const wasabi = { id: 11, quantity: 2, currentPrice: 3.5 };

describe('sameLine', () => {
  it('matches on product id and the whole modifier set, in any order', () => {
    expect(sameLine({ id: 1, modifiers: [ginger, wasabi] }, { id: 1, modifiers: [wasabi, ginger] })).toBe(true);
    expect(sameLine({ id: 1 }, { id: 1, modifiers: [] })).toBe(true);
  });

  it('tells apart other products, other modifiers and other modifier quantities', () => {
    expect(sameLine({ id: 1 }, { id: 2 })).toBe(false);
    expect(sameLine({ id: 1, modifiers: [ginger] }, { id: 1, modifiers: [ginger, wasabi] })).toBe(false);
    expect(sameLine({ id: 1, modifiers: [ginger] }, { id: 1, modifiers: [{ ...ginger, quantity: 2 }] })).toBe(false);
    expect(sameLine({ id: 1, modifiers: [ginger] }, { id: 1 })).toBe(false);
  });
});

describe('addLine', () => {
  it('raises the quantity of a matching line', () => {
    const lines = addLine(addLine([], { ...roll, modifiers: [ginger] }), {
      ...roll,
      quantity: 2,
      modifiers: [ginger],
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(3);
  });

  it('adds a new line for other modifiers', () => {
    const lines = addLine(addLine([], roll), { ...roll, modifiers: [wasabi] });
    expect(lines.map((l) => l.modifiers.length)).toEqual([0, 1]);
  });

  it('takes the latest price and display fields when merging', () => {
    const lines = addLine(addLine([], roll), {
      ...roll,
      currentPrice: 79.9,
      name: 'Philadelphia classic',
    });
    expect(lines[0]).toMatchObject({
      currentPrice: 79.9,
      name: 'Philadelphia classic',
      quantity: 2,
    });
  });

  it('ignores quantities below 1 or not whole', () => {
    expect(addLine([], { ...roll, quantity: 0 })).toEqual([]);
    expect(addLine([], { ...roll, quantity: -2 })).toEqual([]);
    expect(addLine([], { ...roll, quantity: 1.5 })).toEqual([]);
  });
});

describe('productLine', () => {
  const product = {
    id: 1,
    slug: 'philadelphia',
    name: 'Philadelphia',
    price: 139,
    category_slug: 'rulouri',
    image: { url: '/img/1.webp', width: 640 },
    description: 'not for the cart',
  };

  it('makes one line of the product: price, display fields, category, quantity 1 and no modifiers', () => {
    expect(productLine(product)).toEqual({
      id: 1,
      quantity: 1,
      currentPrice: 139,
      modifiers: [],
      name: 'Philadelphia',
      slug: 'philadelphia',
      image: '/img/1.webp',
      categorySlug: 'rulouri',
    });
  });

  it('carries the quantity and the chosen modifiers at their prices, and nothing else of them', () => {
    const line = productLine(product, { quantity: 2, modifiers: [{ ...ginger, name: 'Ginger' } as typeof ginger] });
    expect(line.quantity).toBe(2);
    expect(line.modifiers).toEqual([ginger]);
    expect(lineTotal(line)).toBe(288);
  });

  it('is the same line as the one in the cart for the same product and modifiers', () => {
    const lines = addLine(addLine([], productLine(product, { modifiers: [ginger] })), productLine(product));
    expect(addLine(lines, productLine(product, { quantity: 2, modifiers: [ginger] }))).toHaveLength(2);
    expect(parseCart(JSON.parse(JSON.stringify(lines)))).toEqual(lines);
  });
});

describe('removeLine', () => {
  const three = addLine([], { ...roll, quantity: 3 });

  it('lowers the quantity when the line has more than one', () => {
    expect(removeLine(three, roll, 1)[0]?.quantity).toBe(2);
    expect(removeLine(three, roll, 2)[0]?.quantity).toBe(1);
  });

  it('deletes the line for removal quantity 0, for the last one, and for more than there are', () => {
    expect(removeLine(three, roll, 0)).toEqual([]);
    expect(removeLine(addLine([], roll), roll, 1)).toEqual([]);
    expect(removeLine(three, roll, 5)).toEqual([]);
  });

  it('leaves other lines and unknown items alone', () => {
    const lines = addLine(three, { ...roll, modifiers: [ginger] });
    expect(removeLine(lines, { id: 1, modifiers: [ginger] }, 0)).toEqual([three[0]]);
    expect(removeLine(lines, { id: 99 }, 1)).toEqual(lines);
  });
});

describe('setLineQuantity', () => {
  it('sets the quantity, and below 1 deletes the line', () => {
    const lines = addLine([], roll);
    expect(setLineQuantity(lines, roll, 4)[0]?.quantity).toBe(4);
    expect(setLineQuantity(lines, roll, 0)).toEqual([]);
    expect(setLineQuantity(lines, roll, Number.NaN)).toEqual([]);
  });
});

describe('totals (spec §9)', () => {
  it('line total = (price + Σ modifier price × modifier quantity) × quantity', () => {
    const line: CartItem = {
      id: 1,
      quantity: 3,
      currentPrice: 89.9,
      modifiers: [ginger, wasabi],
    };
    // (89.90 + 5 × 1 + 3.50 × 2) × 3 = 101.90 × 3
    expect(unitPrice(line)).toBe(101.9);
    expect(lineTotal(line)).toBe(305.7);
  });

  it('sums without floating-point dust', () => {
    const lines = [
      { id: 1, quantity: 1, currentPrice: 0.1, modifiers: [] },
      { id: 2, quantity: 1, currentPrice: 0.2, modifiers: [] },
    ];
    expect(cartTotal(lines)).toBe(0.3);
    expect(cartCount(lines)).toBe(2);
  });
});

describe('parseCart', () => {
  it('reads valid lines and merges duplicates', () => {
    const line = {
      id: 1,
      quantity: 1,
      currentPrice: 10,
      modifiers: [{ id: 2, quantity: 1, currentPrice: 1 }],
    };
    expect(parseCart([line, line])).toEqual([{ ...line, quantity: 2 }]);
  });

  it.each([
    ['not a list', { items: [] }],
    ['a string', '[]'],
    ['a missing price', [{ id: 1, quantity: 1, modifiers: [] }]],
    ['a zero quantity', [{ id: 1, quantity: 0, currentPrice: 1, modifiers: [] }]],
    ['a bad modifier', [{ id: 1, quantity: 1, currentPrice: 1, modifiers: [{ id: 'x' }] }]],
    ['a bad name', [{ id: 1, quantity: 1, currentPrice: 1, modifiers: [], name: 5 }]],
    ['a bad category', [{ id: 1, quantity: 1, currentPrice: 1, modifiers: [], categorySlug: 3 }]],
    ['null', null],
  ])('gives an empty cart for %s', (_, value) => {
    expect(parseCart(value)).toEqual([]);
  });
});

describe('cart properties', () => {
  const modifier = fc.record({
    id: fc.integer({ min: 1, max: 4 }),
    quantity: fc.integer({ min: 1, max: 3 }),
    currentPrice: fc.integer({ min: 0, max: 5000 }).map((b) => b / 100),
  });
  const item: fc.Arbitrary<CartItemInput> = fc.record({
    id: fc.integer({ min: 1, max: 4 }),
    quantity: fc.integer({ min: 1, max: 5 }),
    currentPrice: fc.integer({ min: 0, max: 50_000 }).map((b) => b / 100),
    modifiers: fc.uniqueArray(modifier, {
      maxLength: 3,
      selector: (m) => m.id,
    }),
  });
  const op = fc.oneof(
    item.map((i) => ({ kind: 'add' as const, item: i })),
    fc.record({
      kind: fc.constant('remove' as const),
      item,
      quantity: fc.integer({ min: -1, max: 6 }),
    }),
    fc.record({
      kind: fc.constant('set' as const),
      item,
      quantity: fc.integer({ min: -1, max: 6 }),
    }),
  );
  type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;
  const run = (ops: Op[]) =>
    ops.reduce<CartItem[]>((lines, o) => {
      if (o.kind === 'add') return addLine(lines, o.item);
      if (o.kind === 'remove') return removeLine(lines, o.item, o.quantity);
      return setLineQuantity(lines, o.item, o.quantity);
    }, []);

  it('keeps every line at quantity ≥ 1 and no two lines alike, after any sequence', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        const lines = run(ops);
        expect(lines.every((l) => Number.isInteger(l.quantity) && l.quantity >= 1)).toBe(true);
        lines.forEach((a, i) => lines.slice(i + 1).forEach((b) => expect(sameLine(a, b)).toBe(false)));
      }),
    );
  });

  it('count is the sum of quantities and total the sum of line totals', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        const lines = run(ops);
        expect(cartCount(lines)).toBe(lines.reduce((s, l) => s + l.quantity, 0));
        expect(Math.round(cartTotal(lines) * 100)).toBe(Math.round(lines.reduce((s, l) => s + lineTotal(l), 0) * 100));
      }),
    );
  });

  it('adding the same item twice never makes two lines, and adds up the quantities', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 5 }), item, (before, it2) => {
        const start = before.reduce<CartItem[]>(addLine, []);
        const once = addLine(start, it2);
        const twice = addLine(once, {
          ...it2,
          modifiers: [...(it2.modifiers ?? [])].reverse(),
        });
        expect(twice).toHaveLength(once.length);
        expect(cartCount(twice)).toBe(cartCount(start) + 2 * (it2.quantity ?? 1));
      }),
    );
  });

  it('adding then removing the same quantity restores the count', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 5 }), item, (before, it2) => {
        const start = before.reduce<CartItem[]>(addLine, []);
        const back = removeLine(addLine(start, it2), it2, it2.quantity ?? 1);
        expect(cartCount(back)).toBe(cartCount(start));
      }),
    );
  });

  it('storage round-trips any cart', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 20 }), (ops) => {
        const lines = run(ops);
        expect(parseCart(JSON.parse(JSON.stringify(lines)))).toEqual(lines);
      }),
    );
  });
});
