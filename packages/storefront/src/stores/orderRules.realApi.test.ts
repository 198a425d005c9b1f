/**
 * The checkout offers what the API accepts, with the API's own numbers: the real API on PGlite started
 * with ORDER_LEAD_MINUTES=90 and BONUS_SPEND_MAX_PERCENT=20, the shop's stores reading it over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealApi, type RealApi } from '@nori/api/testing';
import { createTestStores } from '../testing/createTestStores';
import { realShopApi } from '../testing/realShopApi';

const MINUTE = 60_000;
let api: RealApi;

beforeAll(async () => {
  api = await startRealApi({ ORDER_LEAD_MINUTES: '90', BONUS_SPEND_MAX_PERCENT: '20' });
}, 60_000);

afterAll(async () => {
  await api?.close();
});

async function checkoutAgainstApi() {
  const now = new Date();
  const real = realShopApi(api);
  const t = createTestStores({ now, api: { dictionaries: real.dictionaries, catalog: real.catalog } });
  await t.stores.dictionaries.load();
  const restaurant = t.stores.dictionaries.restaurants[0]!;
  t.checkout.form.setField('orderType', 'pickup');
  t.checkout.form.setField('restaurantId', restaurant.id);
  return { ...t, now, real, restaurant };
}

describe('order rules from the API', () => {
  it('offers no time sooner than the lead time the API was started with', async () => {
    const { checkout, now } = await checkoutAgainstApi();
    expect(checkout.terms.rules.lead_minutes).toBe(90);
    const earliest = checkout.terms.earliestSlot;
    expect(earliest).not.toBeNull();
    expect(earliest!.getTime() - now.getTime()).toBeGreaterThanOrEqual(90 * MINUTE);

    checkout.form.setField('when', 'scheduled');
    checkout.form.setField('scheduledAt', new Date(now.getTime() + 60 * MINUTE));
    expect(checkout.form.problems.scheduledAt).toEqual({ code: 'tooSoon', minutes: 90 });
  });

  it('and the API refuses that sooner time for the same reason', async () => {
    const { restaurant, now, real } = await checkoutAgainstApi();
    const [product] = await real.catalog.getProducts();
    const response = await fetch(`${api.baseUrl}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `rules-${Date.now()}` },
      body: JSON.stringify({
        items: [{ product_id: product!.id, quantity: 1 }],
        order_type: 'pickup',
        restaurant_id: restaurant.id,
        scheduled_at: new Date(now.getTime() + 60 * MINUTE).toISOString(),
        payment_type: 'cash',
        contact: { name: 'Ana', phone: '37369123456' },
      }),
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors.scheduled_at?.[0]).toContain('90');
  });

  it('caps bonuses at the share the API was started with', async () => {
    const { checkout } = await checkoutAgainstApi();
    expect(checkout.terms.rules.bonus_spend_max_percent).toBe(20);
  });
});
