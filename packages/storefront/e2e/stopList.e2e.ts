/**
 * The stop-list, end to end: a shopper has a dish in the cart; an operator of restaurant 1 takes it off
 * that restaurant's menu (through the API, as the back office calls it); the shopper, choosing pickup there
 * in checkout, is told the dish is not available at that restaurant today and cannot place the order, and
 * the API refuses such an order (422) whoever sends it. The operator puts it back, and the same checkout
 * places the order.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, apiUrl, fillContact, open, reload, scheduleTomorrowNoon, setUpBrowser, startsWith, t } from './browser';
import { signInRestaurant } from './restaurant';

const { newPage } = setUpBrowser();

/** A dish the other journeys leave alone, so its stop here cannot touch them. */
const DISH = 'california-cu-crab';

/** The shop's words, with the values put in (the catalogs' plain `{name}` arguments). */
const say = (id: string, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{${name}}`, value), t('en', id));

/** An order of the dish alone, for pickup tomorrow noon at `restaurantId`, in cash, straight to the API. */
async function orderByApi(productId: number, restaurantId: number) {
  const at = new Date();
  at.setUTCDate(at.getUTCDate() + 1);
  at.setUTCHours(10, 0, 0, 0);
  return fetch(`${apiUrl()}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', 'idempotency-key': randomUUID() },
    body: JSON.stringify({
      items: [{ product_id: productId, quantity: 1, modifiers: [] }],
      order_type: 'pickup',
      restaurant_id: restaurantId,
      scheduled_at: at.toISOString(),
      payment_type: 'cash',
      bonuses: 0,
      contact: { name: 'Ana', phone: '37369123456' },
    }),
  });
}

/** The checkout set for pickup at a restaurant tomorrow noon, in cash: everything but the button. */
async function pickUpAt(page: Page, restaurant: string) {
  await page.getByRole('heading', { level: 1, name: t('en', 'checkout.page.title') }).waitFor();
  await fillContact(page, 'en');
  await page.locator('#checkout-orderType [role="radio"][value="pickup"]').check();
  await page.getByRole('radio', { name: restaurant }).check();
  await scheduleTomorrowNoon(page, 'en');
  await page.locator('#checkout-paymentType [role="radio"][value="cash"]').check();
}

describe('the stop-list', () => {
  it('keeps a dish stopped at restaurant 1 out of an order there until the operator puts it back (en, phone)', async () => {
    const en = { headers: { 'accept-language': 'en' } };
    const dish = (await api<{ data: { id: number; name: string } }>(`/api/products/${DISH}`, en)).data;
    const restaurants = (await api<{ data: { id: number; name: string }[] }>('/api/get-restaurants', en)).data;
    const restaurant = restaurants.find((r) => r.id === 1)!;
    const operator = await signInRestaurant(inject('operator'));
    const orders: string[] = [];
    const page = await newPage({ viewport: 'phone', locale: 'en-US' });
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/orders')) orders.push(request.url());
    });

    // The shopper puts the dish in the cart.
    await open(page, `/en/product/${DISH}`);
    await page.getByRole('button', { name: startsWith('en', 'product.addToCartTotal') }).click();
    await page.getByText(startsWith('en', 'product.added')).waitFor();

    // Restaurant 1 runs out of it: its operator takes it off that restaurant's menu.
    expect(await operator.setAvailable(dish.id, 1, false)).toEqual({
      product_id: dish.id,
      restaurant_id: 1,
      available: false,
    });

    // In checkout, picking it up at restaurant 1: the dish is said to be unavailable there, and left out.
    await open(page, '/en/checkout');
    await pickUpAt(page, restaurant.name);
    const stopped = page.getByText(say('stopList.summary', { restaurant: restaurant.name, names: dish.name }));
    await stopped.waitFor();
    // Nothing else is in the cart, so there is nothing to order: the shop says so and sends nothing.
    await page.getByRole('button', { name: t('en', 'checkout.submit.place') }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: t('en', 'checkout.problem.empty') })
      .waitFor();
    expect(orders).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/en/checkout');

    // The API refuses such an order whoever sends it, naming the line.
    const refused = await orderByApi(dish.id, 1);
    expect(refused.status).toBe(422);
    expect(Object.keys(((await refused.json()) as { errors: Record<string, unknown> }).errors)).toEqual([
      'items.0.product_id',
    ]);

    // Put back: the same checkout (reloaded) no longer leaves it out, and the order goes through.
    expect(await operator.setAvailable(dish.id, 1, true)).toMatchObject({ available: true });
    await reload(page);
    await pickUpAt(page, restaurant.name);
    await page.getByRole('button', { name: t('en', 'checkout.submit.place') }).click();
    await page.waitForURL('**/en/checkout/success');
    expect(await stopped.count()).toBe(0);
    expect(orders).toHaveLength(1);
  });
});
