import { observable, runInAction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import type { OfferCheck, OfferCheckRequest } from '../api/types';
import { OFFER_CHECK_DELAY_MS, OrderOffers } from './OrderOffers';

/** A check of `request` as an API with one code, VARA10 (10 % off from 300 MDL), and free delivery from 500. */
function priced(request: OfferCheckRequest): OfferCheck {
  const subtotal = request.items.reduce((sum, item) => sum + item.quantity * 100, 0);
  const code = request.promo_code ?? null;
  const known = code?.trim().toUpperCase() === 'VARA10';
  const applies = known && subtotal >= 300;
  return {
    subtotal,
    delivery_fee: 30,
    discount: applies ? subtotal / 10 : 0,
    delivery_discount: 0,
    offers: applies
      ? [
          {
            id: 1,
            code: 'VARA10',
            title: '−10 %',
            discount: subtotal / 10,
            delivery_discount: 0,
            gift_product_id: null,
          },
        ]
      : [],
    promo_code:
      code === null
        ? null
        : {
            code,
            applied: applies,
            reason: applies ? null : known ? 'minimum' : 'unknown',
            message: applies ? null : known ? `Mai adăugați ${300 - subtotal} MDL.` : 'Nu există un astfel de cod.',
          },
    nudges: subtotal < 500 ? [{ offer_id: 2, title: 'Livrare gratuită', missing: 500 - subtotal }] : [],
    bonuses_allowed: true,
    bonuses_max: 0,
  };
}

function setup({ quantity = 3, saved = null as string | null } = {}) {
  const order = observable({ quantity, orderType: 'delivery' as 'delivery' | 'pickup' });
  const asked: OfferCheckRequest[] = [];
  const answers: { resolve: () => void; signal?: AbortSignal }[] = [];
  let manual = false;
  const check = vi.fn((request: OfferCheckRequest, options: { signal?: AbortSignal } = {}) => {
    asked.push(request);
    if (!manual) return Promise.resolve(priced(request));
    return new Promise<OfferCheck>((resolve) => answers.push({ resolve: () => resolve(priced(request)), ...options }));
  });
  let kept = saved;
  const onEdit = vi.fn();
  const offers = new OrderOffers({
    api: { offers: { check, list: async () => [] } },
    order: () =>
      order.quantity === 0
        ? null
        : { items: [{ product_id: 5, quantity: order.quantity }], order_type: order.orderType, region_id: 1 },
    saved: () => kept,
    save: (code) => (kept = code),
    onEdit,
  });
  return {
    offers,
    order,
    asked,
    answers,
    check,
    onEdit,
    kept: () => kept,
    manualAnswers: () => (manual = true),
    set: (change: Partial<typeof order>) => runInAction(() => Object.assign(order, change)),
  };
}

/** Lets the debounce run out and the answers arrive. */
async function settle() {
  await vi.advanceTimersByTimeAsync(OFFER_CHECK_DELAY_MS);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('OrderOffers', () => {
  it('applies a code at once and prices the order with it', async () => {
    const t = setup();
    t.offers.apply(' vara10 ');
    expect(t.offers.applying).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.offers.applying).toBe(false);
    expect(t.offers.code).toBe('vara10');
    expect(t.kept()).toBe('vara10');
    expect(t.offers.current?.discount).toBe(30);
    expect(t.offers.codeSaving).toEqual({ discount: 30, deliveryDiscount: 0 });
    expect(t.asked.at(-1)?.promo_code).toBe('vara10');
    expect(t.onEdit).toHaveBeenCalledOnce();
  });

  it('says why a code is refused; an unknown one goes, one short of the minimum waits for more dishes', async () => {
    const t = setup({ quantity: 2 });
    const stop = t.offers.follow();
    t.offers.apply('NOPE');
    await settle();
    expect(t.offers.code).toBeNull();
    expect(t.offers.refusal).toEqual({ kind: 'refused', reason: 'unknown', message: 'Nu există un astfel de cod.' });
    expect(t.offers.request?.promo_code).toBeNull();

    t.offers.apply('VARA10');
    await settle();
    expect(t.offers.code).toBeNull();
    expect(t.offers.refusal).toMatchObject({ reason: 'minimum', message: 'Mai adăugați 100 MDL.' });
    // Not sent with the order, but asked about again once the cart grows: then it is in force.
    t.set({ quantity: 3 });
    await settle();
    expect(t.offers.code).toBe('VARA10');
    expect(t.offers.refusal).toBeNull();
    expect(t.offers.current?.discount).toBe(30);
    stop();
  });

  it('checks again a moment after the order stops changing, never with an answer to an older question', async () => {
    const t = setup({ quantity: 3 });
    const stop = t.offers.follow();
    await settle();
    expect(t.check).toHaveBeenCalledTimes(1);
    t.manualAnswers();
    t.set({ quantity: 4 });
    await vi.advanceTimersByTimeAsync(OFFER_CHECK_DELAY_MS / 2);
    t.set({ quantity: 5 });
    await vi.advanceTimersByTimeAsync(OFFER_CHECK_DELAY_MS / 2);
    // Debounced: nothing asked about 4 dishes.
    expect(t.check).toHaveBeenCalledTimes(1);
    await settle();
    expect(t.asked.at(-1)?.items[0]?.quantity).toBe(5);
    // While asked, nothing is shown for this order (the 3 dishes' answer is not this order's).
    expect(t.offers.current).toBeNull();
    t.set({ orderType: 'pickup' });
    await settle();
    // The question about 5 for delivery was dropped when pickup was chosen.
    expect(t.answers[0]?.signal?.aborted).toBe(true);
    t.answers[0]?.resolve();
    t.answers[1]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(t.offers.current?.subtotal).toBe(500);
    expect(t.offers.request?.order_type).toBe('pickup');
    stop();
  });

  it('drops a code the order is refused for, with the server’s words', async () => {
    const t = setup();
    t.offers.apply('VARA10');
    await vi.advanceTimersByTimeAsync(0);
    t.offers.refused('Codul a expirat.');
    expect(t.offers.code).toBeNull();
    expect(t.kept()).toBeNull();
    expect(t.offers.refusal).toEqual({ kind: 'refused', reason: null, message: 'Codul a expirat.' });
  });

  it('keeps the code through a reload, until removed', async () => {
    const t = setup({ saved: 'VARA10' });
    t.offers.restore();
    expect(t.offers.code).toBe('VARA10');
    const stop = t.offers.follow();
    await settle();
    expect(t.asked[0]?.promo_code).toBe('VARA10');
    expect(t.offers.codeSaving?.discount).toBe(30);
    t.offers.remove();
    expect(t.kept()).toBeNull();
    await settle();
    expect(t.asked.at(-1)?.promo_code).toBeNull();
    expect(t.offers.current?.discount).toBe(0);
    stop();
  });

  it('shows no offers from a backend without them, and says when the code could not be checked', async () => {
    const t = setup();
    t.check.mockRejectedValueOnce(new ApiError(404, 'Not found'));
    t.offers.apply('VARA10');
    await vi.advanceTimersByTimeAsync(0);
    expect(t.offers.refusal).toEqual({ kind: 'refused', reason: 'unknown', message: null });
    expect(t.offers.current).toBeNull();

    t.check.mockRejectedValueOnce(new ApiError(0, 'Failed to fetch'));
    t.offers.apply('VARA10');
    await vi.advanceTimersByTimeAsync(0);
    expect(t.offers.refusal).toEqual({ kind: 'unavailable' });

    // Too many unknown codes from this address: the API's sentence, with how long to wait.
    const wait = 'Too many codes that do not exist were tried from here. Try again in 42 min.';
    t.check.mockRejectedValueOnce(new ApiError(429, wait, { promo_code: [wait] }));
    t.offers.apply('VARA10');
    await vi.advanceTimersByTimeAsync(0);
    expect(t.offers.refusal).toEqual({ kind: 'refused', reason: 'unknown', message: wait });
  });

  it('asks nothing for an empty cart', async () => {
    const t = setup({ quantity: 0 });
    const stop = t.offers.follow();
    await settle();
    expect(t.check).not.toHaveBeenCalled();
    stop();
  });

  it('follows the order while any view does (the cart drawer and the checkout share it)', async () => {
    const t = setup({ quantity: 3 });
    const drawer = t.offers.follow();
    const page = t.offers.follow();
    await settle();
    expect(t.check).toHaveBeenCalledTimes(1);
    drawer();
    drawer(); // twice is once
    t.set({ quantity: 4 });
    await settle();
    expect(t.check).toHaveBeenCalledTimes(2);
    page();
    t.set({ quantity: 5 });
    await settle();
    expect(t.check).toHaveBeenCalledTimes(2);
  });
});
