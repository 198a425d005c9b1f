/**
 * The account area rendered on the server with the shopper's token cookie, against the real API on
 * PGlite: each page answers 200 with the shopper's own data, another shopper's order is a 404, the
 * history's pages live in the URL, and no account page is indexed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacedOrder, RealApi } from '@nori/api/testing';
import { SITE, startSsrApp, type SsrApp } from '../testing/ssrApp';

let api: RealApi;
let app: SsrApp['app'];
let token: string;
let order: PlacedOrder;

const apiCall = async (path: string, init: { method?: string; body?: unknown; token?: string; lang?: string } = {}) => {
  const response = await fetch(api.baseUrl + path, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      'accept-language': init.lang ?? 'ro',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json() as Promise<Record<string, unknown>>;
};

beforeAll(async () => {
  ({ api, app } = await startSsrApp());

  token = await api.signIn('37360000201');
  await apiCall('/api/update-profile', {
    method: 'POST',
    token,
    body: { name: 'Maria', surname: 'Ceban', birthday: '1991-04-12', referrer_id: null },
  });
  order = await api.placeOrder(token);
}, 90_000);

afterAll(async () => {
  await api?.close();
});

const get = (path: string, as = token) =>
  app.request(`${SITE}${path}`, { headers: { cookie: `token=${as}` }, redirect: 'manual' });
const html = async (path: string, as = token) => {
  const response = await get(path, as);
  expect(response.status, path).toBe(200);
  return response.text();
};

describe('account pages, server-rendered with the token cookie', () => {
  it('lists the shopper’s orders with their status and total', async () => {
    const page = await html('/account/orders');
    expect(page).toContain(`Comanda #${order.id}`);
    // Paid by card: placed, waiting for the restaurant.
    expect(page).toContain('Plasată');
    expect(page).toContain(`href="/account/orders/${order.id}"`);
    expect(page).toContain('<title>Comenzile mele — Nori Sushi</title>');
    expect(page).toContain('Bună, Maria!');
  });

  it('shows one order: its lines with modifiers, totals, status and pickup details, in the page language', async () => {
    const { data: inEnglish } = (await apiCall(`/api/orders/${order.id}`, { token, lang: 'en' })) as {
      data: PlacedOrder;
    };
    const page = await html(`/en/account/orders/${order.id}`);
    expect(page).toContain(`Order #${order.id}`);
    expect(page).toContain('<title>Order #' + order.id + ' — Nori Sushi</title>');
    for (const line of inEnglish.items) expect(page).toContain(line.name);
    const modifier = inEnglish.items.find((line) => line.modifiers.length > 0)!.modifiers[0]!;
    expect(page).toContain(`+ ${modifier.name} × ${modifier.quantity}`);
    expect(page).toContain('paid on');
    // Where it stands, server-rendered: placed, the way ahead for a pickup.
    expect(page).toContain('aria-label="Order progress"');
    expect(page).toContain('aria-current="step"');
    expect(page).toContain('Picked up');
    expect(page).toContain('Pickup');
    expect(page).toContain('Repeat order');
    expect(page).toContain('Leave a review');
  });

  it('answers another shopper’s order, and an id that is no order, with the 404 page', async () => {
    const stranger = await api.signIn('37360000202');
    const response = await get(`/ru/account/orders/${order.id}`, stranger);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Страница не найдена');
    expect((await get('/account/orders/not-a-number')).status).toBe(404);
    expect((await get('/account/orders/99999999')).status).toBe(404);
  });

  it('shows the bonus balance and the ledger entry of a completed order', async () => {
    // Bonuses are earned when the restaurant hands the order over.
    const done = await api.placeOrder(token, { payment: 'cash' });
    await api.complete(done.id);
    const { balance } = (await apiCall('/api/bonuses', { token })) as { balance: number };
    expect(balance).toBeGreaterThan(0);
    const page = await html('/ru/account/bonuses');
    expect(page).toContain('Ваш баланс');
    expect(page).toContain('Начислено за заказ');
    expect(page).toContain(`Заказ №${done.id}`);
    expect(page).toContain(String(Math.floor(balance)));
  });

  it('shows the referral code, the share link and the copy button', async () => {
    const referral = (await apiCall('/api/referral', { token })) as { code: string; link: string };
    const page = await html('/uk/account/referral');
    expect(page).toContain(referral.code);
    expect(page).toContain(`value="${referral.link}"`);
    expect(page).toContain('Скопіювати посилання');
  });

  it('fills the profile form, with the birthday locked and the phone with its plus', async () => {
    const page = await html('/account/profile');
    expect(page).toContain('value="Maria"');
    expect(page).toContain('value="Ceban"');
    expect(page).toContain('value="+37360000201"');
    expect(page).toContain('value="12.04.91"');
    expect(page).toContain('Ieșire din cont');
  });

  it('renders the account’s favourites as product cards', async () => {
    const { data } = (await apiCall('/api/products?ids=1,2', { lang: 'en' })) as {
      data: { id: number; name: string }[];
    };
    await apiCall('/api/favorites', { method: 'PUT', token, body: { ids: [data[1]!.id] } });
    const page = await html('/en/account/favorites');
    expect(page).toContain(data[1]!.name);
    expect(page).not.toContain(`>${data[0]!.name}<`);
  });

  it('marks the current section in the account navigation and keeps account pages out of search', async () => {
    const page = await html('/account/bonuses');
    expect(page).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/account\/bonuses"|<a[^>]*href="\/account\/bonuses"[^>]*aria-current="page"/,
    );
    expect(page).toMatch(/<meta name="robots" content="noindex/);
  });
});

describe('order history pages', () => {
  it('pages the history in the URL and sends a page past the end to the last one', async () => {
    const busy = await api.signIn('37360000203');
    const placed: number[] = [];
    for (let i = 0; i < 11; i++) placed.push((await api.placeOrder(busy, { payment: 'cash' })).id);
    const first = await html('/account/orders', busy);
    expect(first).toContain(`Comanda #${placed[10]}`);
    expect(first).not.toContain(`Comanda #${placed[0]}<`);
    expect(first).toContain('href="/account/orders?page=2"');
    const second = await html('/account/orders?page=2', busy);
    expect(second).toContain(`Comanda #${placed[0]}`);
    expect(second).toContain('Pagina 2 din 2');
    const past = await get('/account/orders?page=7', busy);
    expect(past.status).toBe(302);
    expect(past.headers.get('location')).toBe('/account/orders?page=2');
  }, 60_000);

  it('shows the empty history with a way to the menu', async () => {
    const fresh = await api.signIn('37360000204');
    const page = await html('/en/account/orders', fresh);
    expect(page).toContain('No orders yet');
    expect(page).toContain('href="/en/menu"');
  });
});
