import { DEFAULT_ORDER_RULES } from '@nori/core';
import { describe, expect, it, vi } from 'vitest';
import { testRegion, testRestaurant } from '../../testing/checkoutFixtures';
import { testProfile } from '../../testing/createTestStores';
import type { CheckoutContext } from '../checkoutForm';
import { CheckoutFormModel } from './CheckoutFormModel';

const slot = new Date('2026-01-15T10:45:00Z');

/** The form alone, checked against a fixed context: a cart of 200 MDL, Centru open. */
function form({ profile = null as typeof testProfile | null, context = {} as Partial<CheckoutContext> } = {}) {
  const onEdit = vi.fn();
  const model = new CheckoutFormModel({
    context: () => ({
      now: new Date('2026-01-15T10:00:00Z'),
      region: testRegion,
      restaurant: testRestaurant,
      subtotal: 200,
      orderableCount: 1,
      signedIn: false,
      bonusBalance: null,
      rules: DEFAULT_ORDER_RULES,
      ...context,
    }),
    earliestSlot: () => slot,
    user: { profile },
    onEdit,
  });
  return { model, onEdit };
}

function filled(options?: Parameters<typeof form>[0]) {
  const made = form(options);
  const { model } = made;
  model.setField('name', 'Ana');
  model.setField('phone', '37369123456');
  model.setField('regionId', 1);
  model.setField('street', 'Ștefan cel Mare');
  model.setField('house', '1');
  return made;
}

describe('CheckoutFormModel: problems', () => {
  it('finds problems at once but shows them only after a submit', () => {
    const { model } = form();
    expect(model.problems).toMatchObject({ name: { code: 'required' }, street: { code: 'required' } });
    expect(model.visibleProblems).toEqual({});
    expect(model.firstInvalidField).toBeNull();
    expect(model.check()).toBe(false);
    expect(model.visibleProblems.name).toEqual({ code: 'required' });
    expect(model.firstInvalidField).toBe('name');
  });

  it('passes the check when the form is complete', () => {
    const { model } = filled();
    expect(model.check()).toBe(true);
    expect(model.firstInvalidField).toBeNull();
  });

  it("puts the server's messages under their fields until that field is edited, and focuses the first", () => {
    const { model } = filled();
    model.setServerErrors({ comment: 'Too long.', phone: 'Check the number.' });
    expect(model.firstInvalidField).toBe('phone');
    model.setField('comment', 'Ring twice');
    expect(model.serverErrors).toEqual({ phone: 'Check the number.' });
    model.setField('orderType', 'delivery');
    expect(model.serverErrors).toEqual({ phone: 'Check the number.' });
  });

  it('checks against the context it is given: the balance, the rules, the cart', () => {
    const { model } = filled({ context: { signedIn: true, bonusBalance: 20, orderableCount: 0 } });
    model.setField('bonuses', '25');
    expect(model.problems).toMatchObject({ bonuses: { code: 'bonusesInsufficient' }, items: { code: 'empty' } });
  });
});

describe('CheckoutFormModel: editing', () => {
  it('tells its owner of every edit', () => {
    const { model, onEdit } = form();
    model.setField('name', 'Ana');
    model.setField('comment', 'x');
    expect(onEdit).toHaveBeenCalledTimes(2);
  });

  it('switches card to the courier to cash for pickup, and proposes the earliest slot when scheduling', () => {
    const { model } = form();
    model.setField('paymentType', 'card_courier');
    model.setField('orderType', 'pickup');
    expect(model.values.paymentType).toBe('cash');
    model.setField('when', 'scheduled');
    expect(model.values.scheduledAt).toBe(slot);
    model.setField('when', 'asap');
    model.setField('when', 'scheduled');
    expect(model.values.scheduledAt).toBe(slot);
  });

  it('fills the contact from the profile without overwriting what was typed', () => {
    const { model } = form({ profile: { ...testProfile, phone: '+373 69 000 001' } });
    model.setField('phone', '37360000000');
    model.prefill();
    expect(model.values.name).toBe('Ana Rusu');
    expect(model.values.phone).toBe('37360000000');
    const blank = form({ profile: { ...testProfile, phone: '+373 69 000 001' } }).model;
    blank.prefill();
    expect(blank.values.phone).toBe('37369000001');
  });

  it('builds the order body, with bonuses only when signed in', () => {
    const guest = filled().model;
    guest.setField('bonuses', '10');
    expect(guest.request([{ id: 5, quantity: 2, currentPrice: 100, modifiers: [] }])).toMatchObject({
      items: [{ product_id: 5, quantity: 2, modifiers: [] }],
      region_id: 1,
      bonuses: 0,
      contact: { name: 'Ana', phone: '37369123456' },
    });
    const member = filled({ context: { signedIn: true } }).model;
    member.setField('bonuses', '10');
    expect(member.request([]).bonuses).toBe(10);
  });

  it('after an order keeps the contact and address, and drops the comment, the bonuses and the shown problems', () => {
    const { model } = filled();
    model.setField('comment', 'Ring twice');
    model.setField('bonuses', '5');
    model.check();
    model.clearAfterOrder();
    expect(model.values).toMatchObject({ name: 'Ana', street: 'Ștefan cel Mare', comment: '', bonuses: '' });
    expect(model.showProblems).toBe(false);
  });
});
