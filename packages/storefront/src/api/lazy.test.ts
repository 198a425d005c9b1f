import { describe, expect, it, vi } from 'vitest';
import { createHttpApiFactory } from './index';
import { ApiError } from './errors';
import { createLazyHttpApiFactory } from './lazy';

const session = { getLocale: () => 'ro' as const, getToken: () => null, onUnauthorized: () => {} };
const config = { baseUrl: 'http://api.test', signatureSuffix: 'x', clock: { now: () => new Date() } };

describe('createLazyHttpApiFactory', () => {
  it('loads the client on the first call only, and passes calls and answers through', async () => {
    const fetch = vi.fn(async (url: string | URL | Request) => Response.json({ data: [{ id: 1, url: String(url) }] }));
    const load = vi.fn(async () => ({
      createHttpApiFactory: (options: Parameters<typeof createHttpApiFactory>[0]) =>
        createHttpApiFactory({ ...options, fetch: fetch as typeof globalThis.fetch }),
    }));
    const api = createLazyHttpApiFactory(config, load)(session);
    expect(api.catalog).toBe(api.catalog);
    expect(load).not.toHaveBeenCalled();

    const [first, second] = await Promise.all([api.dictionaries.getRegions(), api.dictionaries.getRegions()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(first).toEqual(second);
    expect(String(fetch.mock.calls[0]![0])).toMatch(/^http:\/\/api\.test\/api\//);
  });

  it('is no thenable, so awaiting the Api or a resource gives it back', async () => {
    const api = createLazyHttpApiFactory(config, async () => ({ createHttpApiFactory }))(session);
    expect(await api).toBe(api);
    expect(await api.orders).toBe(api.orders);
  });

  it('rejects a call with the client’s ApiError', async () => {
    const fetch = async () => Response.json({ message: 'Nope' }, { status: 404 });
    const api = createLazyHttpApiFactory(config, async () => ({
      createHttpApiFactory: (options: Parameters<typeof createHttpApiFactory>[0]) =>
        createHttpApiFactory({ ...options, fetch }),
    }))(session);
    const error = await api.catalog.getProduct('none').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });
});
