import { describe, expect, it } from 'vitest';
import { analyticsItem } from '../../services/ecommerce';
import { addLine, productLine } from '../../stores/cartLines';
import { chosenModifiers, portionTotal, setModifierQuantity } from './modifierSelection';

const modifiers = [
  { id: 1, code: 'soy-sauce', name: 'Extra soy sauce', price: 5 },
  { id: 3, code: 'wasabi', name: 'Wasabi', price: 5 },
  { id: 11, code: 'chopsticks', name: 'Chopsticks', price: 2 },
];

describe('modifier selection', () => {
  it('keeps quantities between 0 and 10, and 0 means not chosen', () => {
    let selection = setModifierQuantity({}, 3, 2);
    expect(selection).toEqual({ 3: 2 });
    selection = setModifierQuantity(selection, 3, 50);
    expect(selection).toEqual({ 3: 10 });
    expect(setModifierQuantity(selection, 3, 0)).toEqual({});
    expect(setModifierQuantity({}, 1, -4)).toEqual({});
  });

  it('gives the cart the chosen modifiers in the product’s order with their prices', () => {
    expect(chosenModifiers(modifiers, { 11: 2, 1: 1 })).toEqual([
      { id: 1, quantity: 1, currentPrice: 5 },
      { id: 11, quantity: 2, currentPrice: 2 },
    ]);
    expect(chosenModifiers(modifiers, {})).toEqual([]);
  });

  it('prices a portion as (price + Σ modifier × quantity) × quantity', () => {
    const chosen = chosenModifiers(modifiers, { 1: 1, 11: 2 });
    expect(portionTotal(139, chosen)).toBe(148);
    expect(portionTotal(139, chosen, 3)).toBe(444);
    expect(portionTotal(0.1, [{ id: 1, quantity: 2, currentPrice: 0.1 }], 1)).toBe(0.3);
  });

  it('names the chosen modifiers as the analytics variant, priced into the unit', () => {
    const product = { id: 7, slug: 'roll', name: 'Roll', price: 139, category_slug: 'rulouri', image: { url: '' } };
    const chosen = chosenModifiers(modifiers, { 3: 1, 11: 2 });
    const item = analyticsItem(productLine(product, { quantity: 2, modifiers: chosen }), [], { modifiers });
    expect(item).toMatchObject({ price: 148, quantity: 2, variant: 'Wasabi ×1, Chopsticks ×2' });
    expect(analyticsItem(productLine(product), [], { modifiers }).variant).toBeUndefined();
  });

  it('makes one cart line for the same choice and a new one for another (spec §4)', () => {
    let lines = addLine([], { id: 7, currentPrice: 139, modifiers: chosenModifiers(modifiers, { 3: 1, 11: 2 }) });
    lines = addLine(lines, { id: 7, currentPrice: 139, modifiers: chosenModifiers(modifiers, { 11: 2, 3: 1 }) });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(2);
    lines = addLine(lines, { id: 7, currentPrice: 139, modifiers: chosenModifiers(modifiers, { 3: 1 }) });
    expect(lines).toHaveLength(2);
  });
});
