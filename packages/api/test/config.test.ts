import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('configuration', () => {
  it('lets the shop call from its own port when only the ports change', () => {
    // What `PORT=3600 API_PORT=4600 npm start` gives the API: the shop's address, no CORS_ORIGINS.
    const { corsOrigins, publicSiteUrl, publicApiUrl } = loadConfig({
      API_PORT: '4600',
      PUBLIC_SITE_URL: 'http://127.0.0.1:3600',
    });
    expect(publicSiteUrl).toBe('http://127.0.0.1:3600');
    expect(publicApiUrl).toBe('http://127.0.0.1:4600');
    // The printed address and its localhost spelling: a browser on either may call.
    expect(corsOrigins).toEqual(expect.arrayContaining(['http://127.0.0.1:3600', 'http://localhost:3600']));
  });

  it('keeps the default shop origins, and CORS_ORIGINS replaces them', () => {
    expect(loadConfig({}).corsOrigins).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000']);
    expect(loadConfig({ PUBLIC_SITE_URL: 'https://shop.example/' }).corsOrigins).toEqual([
      'http://127.0.0.1:3000',
      'http://localhost:3000',
      'https://shop.example',
    ]);
    expect(
      loadConfig({ PUBLIC_SITE_URL: 'http://127.0.0.1:3600', CORS_ORIGINS: 'https://a.example, https://b.example' })
        .corsOrigins,
    ).toEqual(['https://a.example', 'https://b.example']);
  });
});
