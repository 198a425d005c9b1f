import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, type Locale } from '../i18n/locales';
import { createFixedClock } from '../services/clock';
import { ApiError, createApiClient, requestSignature, type ApiClientOptions } from './client';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** A fetch that records each call and answers with the given responses in turn. */
function fakeFetch(...responses: (Response | Error)[]) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers: Object.fromEntries(Object.entries(init.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)])),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    });
    const next = responses.shift() ?? json(200, {});
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function setup(responses: (Response | Error)[] = [], options: Partial<ApiClientOptions> = {}) {
  const { fetch, calls } = fakeFetch(...responses);
  let unauthorized = 0;
  const client = createApiClient({
    baseUrl: 'http://api.test/',
    getLocale: () => 'ro',
    getToken: () => null,
    onUnauthorized: () => void unauthorized++,
    fetch,
    signatureSuffix: 'suffix',
    clock: createFixedClock('2026-03-05T10:00:00Z'),
    ...options,
  });
  return { client, calls, unauthorized: () => unauthorized };
}

describe('headers', () => {
  it.each(LOCALE_CODES)('sends JSON headers and Accept-Language %s', async (locale: Locale) => {
    const { client, calls } = setup([], { getLocale: () => locale });
    await client.get('/api/get-regions');
    expect(calls[0]?.headers).toEqual({
      'content-type': 'application/json',
      accept: 'application/json',
      'accept-language': locale,
    });
  });

  it('reads the locale at call time, so a switch applies to the next call', async () => {
    let locale: Locale = 'ro';
    const { client, calls } = setup([], { getLocale: () => locale });
    await client.get('/a');
    locale = 'uk';
    await client.get('/a');
    expect(calls.map((c) => c.headers['accept-language'])).toEqual(['ro', 'uk']);
  });

  it('adds the bearer token only when there is one', async () => {
    let token: string | null = null;
    const { client, calls } = setup([], { getToken: () => token });
    await client.get('/a');
    token = 'tok-123';
    await client.get('/a');
    expect(calls[0]?.headers).not.toHaveProperty('authorization');
    expect(calls[1]?.headers.authorization).toBe('Bearer tok-123');
  });
});

describe('requests', () => {
  it('joins the base URL and path, and encodes the query without empty values', async () => {
    const { client, calls } = setup();
    await client.get('/api/products', {
      query: { ids: [1, 2, 3], q: 'roll & co', category: undefined, x: null },
    });
    expect(calls[0]?.url).toBe('http://api.test/api/products?ids=1%2C2%2C3&q=roll+%26+co');
  });

  it('posts JSON and returns the parsed answer', async () => {
    const { client, calls } = setup([json(200, { token: 't' })]);
    await expect(client.post('/api/sms-code-check', { phone: '1', code: '0042' })).resolves.toEqual({ token: 't' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { phone: '1', code: '0042' },
    });
  });

  it('returns undefined for an empty success', async () => {
    const { client } = setup([new Response(null, { status: 204 })]);
    await expect(client.post('/api/logout')).resolves.toBeUndefined();
  });

  it('rejects a success whose body is not JSON', async () => {
    const { client } = setup([new Response('<html>', { status: 200 })]);
    await expect(client.get('/a')).rejects.toMatchObject({ status: 200 });
  });
});

describe('errors', () => {
  it('401 signs out once, then throws', async () => {
    const { client, unauthorized } = setup([json(401, { message: 'Unauthenticated.' })], { getToken: () => 'old' });
    const error = await client.get('/api/get-profile').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Unauthenticated.' });
    expect(unauthorized()).toBe(1);
  });

  it('does not sign out on other errors', async () => {
    const { client, unauthorized } = setup([json(403, { message: 'no' }), json(500, {})]);
    await expect(client.get('/a')).rejects.toMatchObject({ status: 403 });
    await expect(client.get('/a')).rejects.toMatchObject({ status: 500 });
    expect(unauthorized()).toBe(0);
  });

  it('reads the message of a 404', async () => {
    const { client } = setup([json(404, { message: 'Codul nu a fost găsit' })]);
    const error = (await client.post('/api/sms-code-check', {}).catch((e: unknown) => e)) as ApiError;
    expect([error.status, error.message, error.errors]).toEqual([404, 'Codul nu a fost găsit', undefined]);
  });

  it('reads the field messages of a 422', async () => {
    const body = {
      message: 'Invalid data',
      errors: { name: ['Too short'], birthday: ['Under 18', 'Bad date'] },
    };
    const { client } = setup([json(422, body)]);
    await expect(client.post('/api/update-profile', {})).rejects.toMatchObject({
      status: 422,
      message: 'Invalid data',
      errors: { name: ['Too short'], birthday: ['Under 18', 'Bad date'] },
    });
  });

  it('ignores an errors value that is not a field map', async () => {
    const { client } = setup([json(422, { message: 'x', errors: ['flat'] })]);
    const error = (await client.get('/a').catch((e: unknown) => e)) as ApiError;
    expect(error.errors).toBeUndefined();
  });

  it('tolerates error bodies that are not JSON', async () => {
    const { client } = setup([
      new Response('Bad Gateway from nginx', {
        status: 502,
        statusText: 'Bad Gateway',
      }),
    ]);
    await expect(client.get('/a')).rejects.toMatchObject({
      status: 502,
      message: 'Bad Gateway',
    });
    const bare = setup([new Response('', { status: 503 })]);
    await expect(bare.client.get('/a')).rejects.toMatchObject({
      status: 503,
      message: 'HTTP 503',
    });
  });

  it('turns a network failure into status 0', async () => {
    const { client } = setup([new TypeError('fetch failed')]);
    const error = (await client.get('/a').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.message]).toEqual([0, 'fetch failed']);
    expect(error.cause).toBeInstanceOf(TypeError);
  });
});

describe('request signature', () => {
  const independent = (text: string) => createHash('sha256').update(text).digest('hex');

  it('is SHA-256 hex of digits + suffix + DD/MM/YYYY', async () => {
    const date = new Date('2026-03-05T10:00:00Z');
    expect(await requestSignature('37369123456', 'secret', date)).toBe(independent('37369123456secret05/03/2026'));
  });

  it('signs across the Chișinău midnight with the new date', async () => {
    expect(await requestSignature('37369123456', 'nori', new Date('2026-11-21T22:30:00Z'))).toBe(
      independent('37369123456nori22/11/2026'),
    );
  });

  it('the client signs with its suffix and clock', async () => {
    const clock = createFixedClock('2026-11-21T22:30:00Z');
    const { client } = setup([], { signatureSuffix: 'abc', clock });
    expect(await client.signPhone('373')).toBe(independent('373abc22/11/2026'));
  });
});
