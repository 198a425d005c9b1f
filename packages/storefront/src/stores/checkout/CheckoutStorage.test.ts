import { describe, expect, it } from 'vitest';
import type { OrderRequest } from '../../api/types';
import { createMemoryStorage } from '../../services/storage';
import { orderFor } from '../../testing/checkoutFixtures';
import { CheckoutStorage } from './CheckoutStorage';

const request = { payment_type: 'card_online', order_type: 'delivery', contact: { name: 'Ana', phone: '1' } };
const last = {
  order: orderFor(request as OrderRequest),
  key: 'key-1',
  request: request as OrderRequest,
  categorySlugs: { 5: 'rulouri' },
  paid: false,
  tracking: { token: 'tok-42', url: 'https://shop.test/track/tok-42' },
};

function kept(initial: Record<string, string> = {}) {
  const storage = createMemoryStorage(initial);
  const model = new CheckoutStorage({ storage, storagePrefix: 'p:' });
  model.restore();
  return { storage, model };
}

describe('CheckoutStorage', () => {
  it('keeps the attempt and the last order through a reload', () => {
    const { storage, model } = kept();
    model.setAttempt({ key: 'key-1', request: '{}', at: 1 });
    model.setLastOrder(last);
    const reloaded = kept({
      'p:checkout-attempt': storage.getItem('p:checkout-attempt')!,
      'p:last-order': storage.getItem('p:last-order')!,
    });
    expect(reloaded.model.attempt).toEqual({ key: 'key-1', request: '{}', at: 1 });
    expect(reloaded.model.lastOrder).toEqual(last);
  });

  it('forgets the attempt in storage too', () => {
    const { storage, model } = kept();
    model.setAttempt({ key: 'key-1', request: '{}', at: 1 });
    model.setAttempt(null);
    expect(storage.getItem('p:checkout-attempt')).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['a key that is not text', JSON.stringify({ key: 1, request: '{}', at: 1 })],
    ['no time', JSON.stringify({ key: 'k', request: '{}' })],
  ])('reads a malformed attempt (%s) as none', (_, raw) => {
    expect(kept({ 'p:checkout-attempt': raw }).model.attempt).toBeNull();
  });

  it.each([
    ['no order id', JSON.stringify({ ...last, order: { id: '42' } })],
    ['no request', JSON.stringify({ ...last, request: null })],
    ['a list', '[]'],
    ['a tracking link without its token', JSON.stringify({ ...last, tracking: { url: 'https://shop.test/track/' } })],
  ])('reads a malformed last order (%s) as none', (_, raw) => {
    expect(kept({ 'p:last-order': raw }).model.lastOrder).toBeNull();
  });

  it('reads a last order kept before tracking links existed, without one', () => {
    const { tracking: _, ...older } = last;
    expect(kept({ 'p:last-order': JSON.stringify(older) }).model.lastOrder).toEqual(older);
  });

  it('answers for the last order only when it is the one asked for, and marks it paid', () => {
    const { model, storage } = kept();
    model.setLastOrder(last);
    expect(model.lastOrderFor(7)).toBeNull();
    model.markPaid(7, new Date('2026-01-15T10:05:00Z'));
    expect(model.lastOrder?.paid).toBe(false);
    model.markPaid(42, new Date('2026-01-15T10:05:00Z'));
    // As the server moved it: paid, and out of awaiting payment.
    expect(model.lastOrderFor(42)).toMatchObject({
      paid: true,
      order: { id: 42, status: 'placed', paid_at: '2026-01-15T10:05:00.000Z' },
    });
    expect(JSON.parse(storage.getItem('p:last-order')!).paid).toBe(true);
    // Paying keeps the private link the order came with.
    expect(model.lastOrderFor(42)?.tracking?.token).toBe('tok-42');
  });

  it('lets a purchase be claimed once per order, remembering the last 20', () => {
    const { model, storage } = kept();
    expect(model.claimPurchase(42)).toBe(true);
    expect(model.claimPurchase(42)).toBe(false);
    for (let id = 100; id < 125; id += 1) model.claimPurchase(id);
    expect(JSON.parse(storage.getItem('p:purchases')!)).toHaveLength(20);
    expect(model.claimPurchase(42)).toBe(true);
    expect(kept({ 'p:purchases': 'oops' }).model.claimPurchase(1)).toBe(true);
  });
});
