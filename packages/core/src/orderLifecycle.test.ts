import { describe, expect, it } from 'vitest';
import {
  ORDER_STATES,
  canCancel,
  canTransition,
  happyPath,
  isFinalState,
  nextState,
  type OrderActor,
  type OrderState,
} from './orderLifecycle';

describe('order lifecycle', () => {
  it('walks a delivery order to the door and a pickup order to the counter', () => {
    expect(happyPath('delivery')).toEqual([
      'placed',
      'accepted',
      'preparing',
      'ready',
      'out_for_delivery',
      'delivered',
    ]);
    expect(happyPath('pickup')).toEqual(['placed', 'accepted', 'preparing', 'ready', 'picked_up']);
  });

  it('lets staff take only the next step, never skip or go back', () => {
    expect(canTransition('delivery', 'placed', 'accepted', 'staff')).toBe(true);
    expect(canTransition('delivery', 'placed', 'preparing', 'staff')).toBe(false);
    expect(canTransition('delivery', 'preparing', 'accepted', 'staff')).toBe(false);
    expect(canTransition('pickup', 'ready', 'out_for_delivery', 'staff')).toBe(false);
    expect(canTransition('delivery', 'ready', 'picked_up', 'staff')).toBe(false);
    expect(canTransition('delivery', 'delivered', 'cancelled', 'staff')).toBe(false);
  });

  it('leaves marking a card order placed to the server, and the kitchen to staff (accepting also to auto-accept)', () => {
    expect(canTransition('delivery', 'awaiting_payment', 'placed', 'system')).toBe(true);
    expect(canTransition('delivery', 'awaiting_payment', 'placed', 'staff')).toBe(false);
    expect(canTransition('delivery', 'placed', 'accepted', 'system')).toBe(true);
    expect(canTransition('delivery', 'placed', 'accepted', 'shopper')).toBe(false);
    expect(canTransition('delivery', 'accepted', 'preparing', 'system')).toBe(false);
  });

  it('lets the shopper cancel only while the order is placed, the system only an unpaid one', () => {
    const cancellers = (actor: OrderActor) => ORDER_STATES.filter((s) => canCancel(s, actor));
    expect(cancellers('shopper')).toEqual(['placed']);
    expect(cancellers('system')).toEqual(['awaiting_payment']);
    expect(cancellers('staff')).toEqual(['placed', 'accepted', 'preparing', 'ready', 'out_for_delivery']);
  });

  it('ends in delivered, picked up or cancelled, with nothing after them', () => {
    const finals = ORDER_STATES.filter(isFinalState);
    expect(finals).toEqual(['delivered', 'picked_up', 'cancelled']);
    for (const state of finals as OrderState[]) {
      expect(nextState('delivery', state)).toBeNull();
      expect(nextState('pickup', state)).toBeNull();
    }
  });
});
