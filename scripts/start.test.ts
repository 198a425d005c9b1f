// What `npm start` tells each service, read back through each package's own configuration reader.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../packages/api/src/config.ts';
import { readServerConfig } from '../packages/storefront/src/config.ts';
import { productEnv } from './start.mjs';

describe('productEnv', () => {
  it('wires the API and the shop to each other on the ports asked for (PORT=3600 API_PORT=4600)', () => {
    const { api, storefront } = productEnv({ env: { PORT: '3600', API_PORT: '4600' } });
    expect(api.url).toBe('http://127.0.0.1:4600');
    expect(storefront.url).toBe('http://127.0.0.1:3600');

    const apiConfig = loadConfig(api.env);
    const shopConfig = readServerConfig(storefront.env);
    expect(apiConfig.port).toBe(4600);
    expect(shopConfig.port).toBe(3600);
    // The shop's server and the browsers reach the API on its port.
    expect(shopConfig.serverApiBaseUrl).toBe('http://127.0.0.1:4600');
    expect(shopConfig.apiBaseUrl).toBe('http://127.0.0.1:4600');
    // The API sends shoppers back to the shop on its port, and answers the browsers' calls from there.
    expect(shopConfig.siteUrl).toBe('http://127.0.0.1:3600');
    expect(apiConfig.publicSiteUrl).toBe('http://127.0.0.1:3600');
    expect(apiConfig.corsOrigins).toContain('http://127.0.0.1:3600');
    expect(api.env.CORS_ORIGINS).toBeUndefined();
    // The built shop runs as in production; the API in development (the SMS outbox, the simulated card page).
    expect(shopConfig.production).toBe(true);
    expect(apiConfig.env).toBe('development');
  });

  it('serves the back office on ADMIN_PORT (3001), pointed at the API, which lets it call with its cookie', () => {
    const { api, admin } = productEnv({ env: { API_PORT: '4600', ADMIN_PORT: '3601' } });
    expect(admin.url).toBe('http://127.0.0.1:3601');
    expect(admin.env).toMatchObject({ ADMIN_PORT: '3601', ADMIN_API_URL: 'http://127.0.0.1:4600' });
    expect(loadConfig(api.env).staffOrigins).toEqual(['http://127.0.0.1:3601', 'http://localhost:3601']);
    expect(productEnv({ env: {} }).admin.url).toBe('http://127.0.0.1:3001');
    expect(productEnv({ env: { STAFF_ORIGINS: 'https://office.example' } }).api.env.STAFF_ORIGINS).toBe(
      'https://office.example',
    );
  });

  it('takes the ports from its arguments before the environment, and 3000 and 4000 without either', () => {
    const given = productEnv({ port: 5100, apiPort: 5200, env: { PORT: '3600', API_PORT: '4600' } });
    expect(given.storefront.env).toMatchObject({ PORT: '5100', API_BASE_URL: 'http://127.0.0.1:5200' });
    expect(given.api.env).toMatchObject({ API_PORT: '5200', PUBLIC_SITE_URL: 'http://127.0.0.1:5100' });

    const plain = productEnv({ env: {} });
    expect(plain.storefront.env).toMatchObject({ PORT: '3000', PUBLIC_API_BASE_URL: 'http://127.0.0.1:4000' });
    expect(plain.api.env).toMatchObject({ API_PORT: '4000', PUBLIC_SITE_URL: 'http://127.0.0.1:3000' });
  });

  it('keeps what the user set explicitly', () => {
    const env = {
      PORT: '3600',
      API_PORT: '4600',
      API_BASE_URL: 'http://10.0.0.5:8080',
      PUBLIC_SITE_URL: 'https://shop.example',
      CORS_ORIGINS: 'https://shop.example,https://admin.example',
      NODE_ENV: 'development',
      SIGNATURE_SUFFIX: 'ours',
    };
    const { api, storefront } = productEnv({ env });
    expect(storefront.env).toMatchObject({
      PORT: '3600',
      API_BASE_URL: 'http://10.0.0.5:8080',
      PUBLIC_API_BASE_URL: 'http://10.0.0.5:8080',
      PUBLIC_SITE_URL: 'https://shop.example',
      NODE_ENV: 'development',
      SIGNATURE_SUFFIX: 'ours',
    });
    expect(api.env).toMatchObject({
      API_PORT: '4600',
      PUBLIC_SITE_URL: 'https://shop.example',
      CORS_ORIGINS: 'https://shop.example,https://admin.example',
      SIGNATURE_SUFFIX: 'ours',
    });
    // The caller's object is left as it was.
    expect(env).not.toHaveProperty('PUBLIC_API_BASE_URL');

    // Browsers use the API's public address when only that is set; the shop's server still calls it locally.
    const behindProxy = productEnv({ env: { API_PORT: '4600', PUBLIC_API_URL: 'https://api.shop.example' } });
    expect(behindProxy.storefront.env).toMatchObject({
      API_BASE_URL: 'http://127.0.0.1:4600',
      PUBLIC_API_BASE_URL: 'https://api.shop.example',
    });
    expect(productEnv({ env: { PUBLIC_API_BASE_URL: 'https://b.example' } }).storefront.env.PUBLIC_API_BASE_URL).toBe(
      'https://b.example',
    );
  });

  it('treats an empty variable as unset', () => {
    const { api, storefront } = productEnv({
      env: { PORT: '', API_PORT: '4600', PUBLIC_SITE_URL: '', API_BASE_URL: '' },
    });
    expect(storefront.env).toMatchObject({ PORT: '3000', API_BASE_URL: 'http://127.0.0.1:4600' });
    expect(api.env.PUBLIC_SITE_URL).toBe('http://127.0.0.1:3000');
  });

  it('gives settings meant for one service to that service only', () => {
    const { api, storefront } = productEnv({
      port: 3600,
      apiPort: 4600,
      env: { NODE_ENV: 'test', SIGNATURE_SUFFIX: 'e2e' },
      apiEnv: { DATA_DIR: '/tmp/data', CODE_RESEND_SECONDS: '1' },
      storefrontEnv: { NODE_ENV: 'production' },
    });
    expect(api.env).toMatchObject({ NODE_ENV: 'test', DATA_DIR: '/tmp/data', SIGNATURE_SUFFIX: 'e2e' });
    expect(storefront.env).toMatchObject({ NODE_ENV: 'production', SIGNATURE_SUFFIX: 'e2e' });
    expect(storefront.env).not.toHaveProperty('DATA_DIR');
  });

  it('reaches a service listening on every interface on loopback, and one on a given address there', () => {
    const wildcard = productEnv({ env: { HOST: '0.0.0.0', API_HOST: '::' } });
    expect(wildcard.storefront.url).toBe('http://127.0.0.1:3000');
    expect(wildcard.api.url).toBe('http://127.0.0.1:4000');
    const lan = productEnv({ env: { HOST: '192.168.1.20', API_HOST: '::1' } });
    expect(lan.storefront.url).toBe('http://192.168.1.20:3000');
    expect(lan.api.env.PUBLIC_SITE_URL).toBe('http://192.168.1.20:3000');
    expect(lan.storefront.env.API_BASE_URL).toBe('http://[::1]:4000');
  });
});
