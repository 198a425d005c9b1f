/**
 * The installable shop's routes (issue 17) on the real app: each language's manifest, the offline pages, the
 * service worker script and the icons, with their headers; and the page head that links them.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readServerConfig } from '../config';
import { createStorefrontApp } from './app';
import { renderDocument } from './html';
import { RouteRules } from './routeRules';
import { contentSecurityPolicy } from './security';

const clientDir = mkdtempSync(path.join(tmpdir(), 'nori-pwa-'));
mkdirSync(path.join(clientDir, 'icons'));
writeFileSync(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
writeFileSync(path.join(clientDir, 'icons/nori-192.png'), 'png');
writeFileSync(path.join(clientDir, 'icons/nori-192-maskable.png'), 'maskable png');
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const rendered: string[] = [];
const shop = (dir?: string) =>
  createStorefrontApp({
    config: readServerConfig({ PUBLIC_SITE_URL: 'http://shop.test', BRAND_NAME: 'Nori Sushi' }),
    // These routes never reach the renderer: a page request here would be recorded and fail the test.
    render: async (request) => {
      rendered.push(request.url);
      return new Response('page');
    },
    routeRules: new RouteRules([]),
    catalog: () => ({ categories: [], products: [], promotions: [] }),
    buildId: 'test',
    clientDir: dir,
  });
const app = shop(clientDir);
const get = (path: string) => app.request(`http://shop.test${path}`);

describe('installable shop', () => {
  it('serves each language’s manifest as application/manifest+json', async () => {
    const expected = [
      ['/manifest.webmanifest', 'ro-MD', '/', 'Comandă mâncare cu livrare sau ridicare'],
      ['/ru/manifest.webmanifest', 'ru-RU', '/ru/', 'Закажите еду с доставкой или самовывозом'],
      ['/en/manifest.webmanifest', 'en-US', '/en/', 'Order food for delivery or pickup'],
      ['/uk/manifest.webmanifest', 'uk-UA', '/uk/', 'Замовляйте їжу з доставкою або самовивозом'],
    ];
    for (const [path, lang, start, description] of expected) {
      const response = await get(path!);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
      const manifest = (await response.json()) as Record<string, unknown>;
      expect(manifest).toMatchObject({ lang, start_url: start, scope: start, description, name: 'Nori Sushi' });
      // The nori brand's colours: the accent as the meta theme-color, the page canvas behind the splash.
      expect(manifest.theme_color).toMatch(/^#[0-9A-Fa-f]{6}$/);
      expect(manifest.background_color).toMatch(/^#[0-9A-Fa-f]{6}$/);
    }
    expect(rendered).toEqual([]);
  });

  it('serves the service worker revalidated every time, as JavaScript', async () => {
    const response = await get('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('addEventListener');
    // Without a built client (development) there is no worker to register.
    expect((await shop().request('http://shop.test/sw.js')).status).not.toBe(200);
  });

  it('serves each language’s offline page, scriptless under a CSP of its own', async () => {
    const response = await get('/_app/offline/uk');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="uk-UA">');
    expect(html).toContain('Немає підключення до інтернету');
    expect(html).toContain('href="/uk/menu"');
    expect(html).not.toContain('<script');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await get('/_app/offline/ro')).status).toBe(200);
    expect((await get('/_app/offline/xx')).status).toBe(404);
  });

  it('serves the brand’s icons and its apple-touch-icon', async () => {
    const icon = await get('/icons/nori-192.png');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=86400');
    const apple = await get('/apple-touch-icon.png');
    expect(apple.headers.get('content-type')).toBe('image/png');
    expect(await apple.text()).toBe('maskable png');
  });

  it('links the page’s language manifest in its head, and lets the worker and manifests in through the CSP', () => {
    const html = renderDocument({
      lang: 'ru-RU',
      head: { title: 't', description: 'd', canonical: 'http://shop.test/ru/', alternates: [] },
      themeColor: '#000',
      nonce: 'n',
      styles: '',
      appHtml: '',
      state: {},
      assets: { scripts: [], styles: [], preloads: [] },
    });
    expect(html).toContain('<link rel="manifest" href="/ru/manifest.webmanifest">');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');
    const csp = contentSecurityPolicy('n', 'http://api.test');
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
