/**
 * The shop's offers against the real API on PGlite (issue 33): a code a manager created is refused below its
 * minimum with the API's Romanian sentence, applies once the cart reaches it, and the order placed with it
 * carries the discount the checkout showed.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRealApi, type RealApi } from '@nori/api/testing';
import { createTestStores } from '../testing/createTestStores';
import { realShopApi } from '../testing/realShopApi';

let api: RealApi;

beforeAll(async () => {
  api = await startRealApi();
}, 60_000);

afterAll(async () => {
  await api?.close();
});

describe('offers from the API', () => {
  it('refuses a code below its minimum, applies it above, and the order gets the discount shown', async () => {
    const real = realShopApi(api);
    const t = createTestStores({
      now: new Date(),
      api: { dictionaries: real.dictionaries, catalog: real.catalog, offers: real.offers, orders: real.orders },
    });
    await t.stores.dictionaries.load();
    const restaurant = t.stores.dictionaries.restaurants[0]!;
    const [product] = (await real.catalog.getProducts()).filter((p) => p.is_available && p.price >= 50);
    const manager = await api.signInManager();
    const created = await manager.write('POST', '/api/staff/offers', {
      code: 'Vara-10',
      title: { ro: 'Vara −10 %', ru: 'Лето −10 %', en: 'Summer −10 %', uk: 'Літо −10 %' },
      benefit: { kind: 'percent', percent: 10, target: { scope: 'order', ids: [] } },
      conditions: { min_subtotal: product!.price * 2, restaurant_ids: [restaurant.id] },
    });
    expect(created.status, await created.clone().text()).toBe(201);

    const { checkout, stores } = t;
    stores.cart.add({ id: product!.id, currentPrice: product!.price, name: product!.name });
    checkout.form.setField('orderType', 'pickup');
    checkout.form.setField('restaurantId', restaurant.id);
    checkout.form.setField('paymentType', 'cash');
    checkout.form.setField('name', 'Ana');
    checkout.form.setField('phone', '37369123456');
    // The first time offered, so the test does not depend on the restaurant being open now.
    checkout.form.setField('when', 'scheduled');
    const stop = checkout.offers.follow();

    checkout.offers.apply(' vara10 ');
    await vi.waitFor(() => expect(checkout.offers.refusal).not.toBeNull());
    expect(checkout.offers.refusal).toMatchObject({ kind: 'refused', reason: 'minimum' });
    expect(checkout.offers.refusal?.kind === 'refused' && checkout.offers.refusal.message).toMatch(/MDL/);
    expect(checkout.offers.code).toBeNull();

    // One more: the code waited, and now applies by itself.
    stores.cart.add({ id: product!.id, currentPrice: product!.price, name: product!.name });
    await vi.waitFor(() => expect(checkout.offers.code).toBe(' vara10 '.trim()), { timeout: 5000 });
    const discount = Math.floor(product!.price * 2 * 10) / 100;
    expect(checkout.terms.quote.discount).toBeCloseTo(discount, 2);

    const shown = checkout.terms.quote.total;
    const outcome = await checkout.placement.submit();
    stop();
    if (outcome.kind !== 'done') {
      throw new Error(
        `not placed: ${JSON.stringify({ outcome, problem: checkout.placement.problem, errors: checkout.form.serverErrors, problems: checkout.form.problems })}`,
      );
    }
    const order = checkout.lastOrder!.order;
    expect(order.discount).toBeCloseTo(discount, 2);
    expect(order.offers).toEqual([expect.objectContaining({ code: 'VARA10', title: 'Vara −10 %' })]);
    // The total the checkout showed is the one charged.
    expect(order.total).toBeCloseTo(shown, 2);
  }, 30_000);
});
