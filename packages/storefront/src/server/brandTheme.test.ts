/**
 * BRAND_THEME picks the brand the server renders in: a kit brand or a file of src/brands. The page is the
 * 503 page of an API that is not there (so no API is needed), which still wears the brand.
 */
import { createServer } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig, toPublicConfig } from '../config';
import { createRenderer } from '../entry-server';
import { RouteRules } from './routeRules';

/** A port nothing listens on: the API's address, refused at once. */
let closedPort = 0;
beforeAll(async () => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closedPort = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
});

const rendererIn = (brandTheme?: string) => {
  const config = readServerConfig({ BRAND_THEME: brandTheme, API_BASE_URL: `http://127.0.0.1:${closedPort}` });
  return createRenderer({
    config: toPublicConfig(config),
    serverApiBaseUrl: config.serverApiBaseUrl,
    apiTimeoutMs: 500,
    routeRules: new RouteRules([]),
    assets: {
      scripts: ['/assets/entry.js'],
      styles: [],
      preloads: [],
    },
  });
};

const pageIn = async (brandTheme?: string) => {
  const render = await rendererIn(brandTheme);
  return (await render(new Request('http://shop.test/en'))).text();
};

describe('BRAND_THEME', () => {
  it('renders the shop in a brand kept in the app’s own files', async () => {
    const [sakura, nori] = await Promise.all([pageIn('sakura'), pageIn(undefined)]);
    // The accent of src/brands/sakura.theme.ts, absent from the kit's default brand.
    expect(sakura).toContain('#B0184F');
    expect(nori).not.toContain('#B0184F');
    expect(nori).toContain('#FF4A0B');
  }, 30_000);

  it('answers the brand’s theme for the browser at the address the page preloads and hydrates with', async () => {
    for (const brand of ['sakura', undefined]) {
      const render = await rendererIn(brand);
      const page = await (await render(new Request('http://shop.test/en'))).text();
      const url = /"theme":"(\/_app\/theme\/[\w-]+\.json)"/.exec(page)?.[1];
      expect(url, brand).toBeDefined();
      // Requested with the scripts, as the fetch the app makes (CORS mode).
      expect(page).toContain(`for(const href of ["${url}"])`);
      const response = await render(new Request(`http://shop.test${url}`));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const theme = (await response.json()) as { name: string; color: { accent: { solid: string } } };
      expect(theme.name).toBe(brand ?? 'nori');
      expect(theme.color.accent.solid).toBe(brand ? '#B0184F' : '#FF4A0B');
    }
  }, 30_000);

  it('stops the server at start for a brand there is not, naming the ones there are', async () => {
    await expect(rendererIn('sakrua')).rejects.toThrow(/BRAND_THEME="sakrua" is no brand; there are nori, wasabi/);
  });
});
