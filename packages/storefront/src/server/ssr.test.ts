/**
 * Server rendering against the real API on PGlite: status codes and Location headers of every redirect
 * kind and guard, the 404 page, `<html lang>`, canonical and hreflang in each locale, and the CSP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealApi } from '@nori/api/testing';
import { SITE, startSsrApp, type SsrApp } from '../testing/ssrApp';

let api: RealApi;
let app: SsrApp['app'];
let legacy: SsrApp['legacy'];

beforeAll(async () => {
  ({ api, app, legacy } = await startSsrApp());
}, 60_000);

afterAll(async () => {
  await api?.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(`${SITE}${path}`, { headers, redirect: 'manual' });

describe('locales', () => {
  it.each([
    ['/', 'ro-MD'],
    ['/ru', 'ru-RU'],
    ['/en', 'en-US'],
    ['/uk', 'uk-UA'],
    ['/ru/menu', 'ru-RU'],
  ])('%s renders with <html lang="%s">', async (path, tag) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<html lang="${tag}">`);
  });

  it('links each page to its four language versions and x-default', async () => {
    const html = await (await get('/en/contacts')).text();
    expect(html).toContain(`<link rel="canonical" href="${SITE}/en/contacts">`);
    for (const [tag, href] of [
      ['ro-MD', '/contacts'],
      ['ru-RU', '/ru/contacts'],
      ['en-US', '/en/contacts'],
      ['uk-UA', '/uk/contacts'],
      ['x-default', '/contacts'],
    ]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${tag}" href="${SITE}${href}">`);
    }
  });

  it('gives each page its own title with the brand', async () => {
    expect(await (await get('/ru/promotions')).text()).toContain('<title>Акции — Nori Sushi</title>');
    expect(await (await get('/delivery')).text()).toContain('<title>Livrare și plată — Nori Sushi</title>');
  });

  it('sends the root path to the remembered language, then the browser’s', async () => {
    expect((await get('/', { cookie: 'i18n_redirected=en' })).headers.get('location')).toBe('/en');
    expect((await get('/', { 'accept-language': 'uk-UA,uk;q=0.9,en;q=0.5' })).headers.get('location')).toBe('/uk');
    const chosenRo = await get('/', { cookie: 'i18n_redirected=ro', 'accept-language': 'ru' });
    expect(chosenRo.status).toBe(200);
    expect((await get('/', { 'accept-language': 'de-DE,fr;q=0.8' })).status).toBe(200);
  });

  it('renders the shell data from the API in the page language', async () => {
    const html = await (await get('/ru')).text();
    expect(html).toContain('Роллы');
  });
});

describe('legacy redirects (301)', () => {
  it('maps an old product address under every old prefix to today’s product page', async () => {
    const entry = legacy[0]!;
    const cases: [string, string][] = [
      ['', `/product/${entry.slug}`],
      ['/md', `/product/${entry.slug}`],
      ['/en', `/en/product/${entry.slug}`],
      ['/ru', `/ru/product/${entry.slug}`],
      ['/ua', `/uk/product/${entry.slug}`],
    ];
    for (const [prefix, target] of cases) {
      const response = await get(`${prefix}/tproduct/${entry.legacy_id}-old-name`);
      expect(response.status, prefix).toBe(301);
      expect(response.headers.get('location'), prefix).toBe(target);
    }
  });

  it('holds several hundred legacy entries', () => {
    expect(legacy.length).toBeGreaterThanOrEqual(200);
  });

  it('keeps the query of an old link (referral codes, utm tags)', async () => {
    const entry = legacy[0]!;
    const response = await get(`/ru/tproduct/${entry.legacy_id}-x?referral=FRIEND7&utm_source=viber`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/ru/product/${entry.slug}?referral=FRIEND7&utm_source=viber`);
    expect((await get('/promo?utm_campaign=spring')).headers.get('location')).toBe('/promotions?utm_campaign=spring');
  });

  it.each([
    ['/md', '/'],
    ['/ua', '/uk'],
    ['/promotion', '/promotions'],
    ['/promo', '/promotions'],
    ['/promo/ru', '/ru/promotions'],
    ['/promo/ua', '/uk/promotions'],
    ['/ru/aktsii', '/ru/promotions'],
  ])('%s → %s', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });
});

describe('guards', () => {
  it('sends /checkout/success without an order_id cookie home (302), in the locale', async () => {
    for (const [path, home] of [
      ['/checkout/success', '/'],
      ['/ru/checkout/success', '/ru'],
    ] as const) {
      const response = await get(path);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(home);
    }
    expect((await get('/checkout/success', { cookie: 'order_id=1' })).status).toBe(200);
  });

  it('writes the order number on the success and payment pages as each language does: #42 or №42', async () => {
    // The order pages write "Order #42" and "Заказ №42": the pages after checkout wrote "№42" in every language.
    for (const [path, sign] of [
      ['/checkout/success', '#'],
      ['/en/checkout/success', '#'],
      ['/ru/checkout/success', '№'],
      ['/uk/checkout/success', '№'],
      ['/en/checkout/payment-success', '#'],
      ['/en/checkout/payment-failure?order=42', '#'],
      ['/ru/checkout/payment-failure?order=42', '№'],
    ] as const) {
      const html = await (await get(path, { cookie: 'order_id=42' })).text();
      const text = html.replace(/<[^>]+>/g, ' ');
      expect(text, path).toContain(`${sign}42`);
      expect(text, path).not.toContain(`${sign === '#' ? '№' : '#'}42`);
    }
  });

  it('sends a signed-out shopper from the account home, remembering the page', async () => {
    const response = await get('/en/account/bonuses');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en');
    expect(response.headers.get('set-cookie')).toMatch(/auth_return=%2Fen%2Faccount%2Fbonuses/);
  });

  it('lets a signed-in shopper in, and /account goes to /account/orders', async () => {
    const token = await api.signIn('37360000001');
    const root = await get('/account', { cookie: `token=${token}` });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/account/orders');
    expect((await get('/account/orders', { cookie: `token=${token}` })).status).toBe(200);
  });

  it('treats an unknown token as signed out: home, and the cookie is cleared', async () => {
    const response = await get('/account/orders', { cookie: 'token=not-a-real-token' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.get('set-cookie')).toMatch(/token=; .*Max-Age=0/);
  });
});

describe('errors', () => {
  it('answers an unknown path with 404 and the localized page', async () => {
    const ro = await get('/nu-exista');
    expect(ro.status).toBe(404);
    expect(await ro.text()).toContain('Pagina nu a fost găsită');
    const ru = await get('/ru/net-takoy');
    expect(ru.status).toBe(404);
    expect(await ru.text()).toContain('Страница не найдена');
  });

  it('answers an unknown legacy product with 404', async () => {
    expect((await get('/tproduct/99999999-nothing')).status).toBe(404);
  });
});

describe('security', () => {
  it('sends a nonce-based CSP and uses the nonce on every script', async () => {
    const response = await get('/menu');
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('renders text from the URL as text', async () => {
    const html = await (await get('/%3Cscript%3Ealert(1)%3C%2Fscript%3E')).text();
    expect(html).not.toContain('<script>alert(1)</script>');
  });
});

describe('robots and sitemap', () => {
  it('lists every locale, product and promotion', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    const product = legacy[0]!.slug;
    for (const prefix of ['', '/ru', '/en', '/uk'])
      expect(xml).toContain(`<loc>${SITE}${prefix}/product/${product}</loc>`);
    expect(xml).toMatch(/\/promotions\/[a-z0-9-]+<\/loc>/);
    expect(await (await get('/robots.txt')).text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe('checkout', () => {
  const bodyOf = async (cookie?: string) => {
    const response = await get('/en/checkout', cookie ? { cookie } : {});
    expect(response.status).toBe(200);
    const html = await response.text();
    return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  };

  it('renders the form at once when the cart_lines cookie says the cart has lines; the summary waits for them', async () => {
    const main = await bodyOf('cart_lines=2');
    expect(main).toMatch(/<form [^>]*aria-label="Checkout"/);
    for (const section of ['Contact', 'Delivery or pickup', 'When', 'Payment']) expect(main).toContain(section);
    // The lines are the browser's: no total is drawn before they are read back.
    expect(main).not.toContain('Total');
  });

  it('speaks the checkout’s words in the page’s language: the `checkout` message group comes with the page', async () => {
    const response = await get('/checkout', { cookie: 'cart_lines=2' });
    const html = await response.text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toContain('Ora livrării');
    expect(main).not.toContain('Delivery time');
  });

  it('renders the empty-cart notice when the cookie says none, and a placeholder when it says nothing', async () => {
    const empty = await bodyOf('cart_lines=0');
    expect(empty).not.toContain('<form');
    expect(empty).toContain('href="/en/menu"');
    const unknown = await bodyOf();
    expect(unknown).not.toContain('<form');
    expect(unknown).not.toContain('href="/en/menu"');
  });
});
