// Bad input of every kind gets a 4xx with a message, never a 5xx.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { MAX_ID } from '../src/http/schemas';
import { describeBackends } from './helpers';

const ENDPOINTS: [method: string, path: string][] = [
  ['POST', '/api/via-phone-number'],
  ['POST', '/api/sms-code-check'],
  ['POST', '/api/update-profile'],
  ['POST', '/api/orders'],
  ['POST', '/api/offers/check'],
  ['POST', '/api/orders/1/review'],
  ['POST', '/api/payments/verify'],
  ['PUT', '/api/favorites'],
];

describeBackends(
  'bad input',
  (t) => {
    const send = async (method: string, path: string, body: string, token?: string) => {
      const res = await t().request(method, path, {
        body,
        token,
        headers: { 'idempotency-key': 'robustness-key-1', 'x-request-signature': 'x' },
      });
      return res;
    };
    const expectClientError = (res: { status: number; json: Record<string, unknown> | null }, label: string) => {
      expect(res.status, label).toBeGreaterThanOrEqual(400);
      expect(res.status, label).toBeLessThan(500);
      expect(typeof res.json?.message, label).toBe('string');
    };

    it('answers broken JSON with 400 and a message', async () => {
      const token = await t().signIn();
      for (const [method, path] of ENDPOINTS) {
        const res = await send(method, path, '{"phone": "3736', token);
        expect(res.status, path).toBe(400);
        expect(res.json.message).toBe('Corpul cererii nu este JSON valid.');
      }
    });

    it('answers wrong types, unknown fields and huge strings with 4xx', async () => {
      const token = await t().signIn();
      const bodies = [
        '[]',
        'null',
        '42',
        '"text"',
        JSON.stringify({ phone: 37369123456, code: { $gt: '' } }),
        JSON.stringify({ name: ['Ana'], surname: true, birthday: 19900517 }),
        JSON.stringify({ items: 'all', order_type: null, unexpected: 1 }),
        JSON.stringify({ t: 'x'.repeat(10_000), s: 'y'.repeat(10_000), ids: 'x'.repeat(10_000) }),
        JSON.stringify({ __proto__: { admin: true }, constructor: { prototype: {} } }),
      ];
      for (const [method, path] of ENDPOINTS) {
        for (const body of bodies)
          expectClientError(await send(method, path, body, token), `${path} ${body.slice(0, 40)}`);
      }
    });

    it('refuses bodies over 64 KiB with 413', async () => {
      const res = await send('POST', '/api/orders', JSON.stringify({ comment: 'x'.repeat(70 * 1024) }));
      expect(res.status).toBe(413);
      expect(res.json.message).toBeTruthy();
    });

    it('answers a wrong content type with 4xx', async () => {
      const res = await t().request('POST', '/api/sms-code-check', {
        body: 'phone=37369123456&code=1234',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    });

    it('answers unknown paths with a localized 404', async () => {
      const res = await t().request('GET', '/api/nope', { headers: { 'accept-language': 'en' } });
      expect(res.status).toBe(404);
      expect(res.json.message).toBe('The path /api/nope does not exist.');
    });

    it('survives arbitrary JSON on every endpoint (fast-check)', async () => {
      const token = await t().signIn();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...ENDPOINTS),
          fc.jsonValue({ maxDepth: 3 }),
          async ([method, path], value) => {
            const res = await send(method, path, JSON.stringify(value), token);
            expect(res.status, `${path} ${JSON.stringify(value).slice(0, 80)}`).toBeLessThan(500);
          },
        ),
        { numRuns: 150 },
      );
    });
  },
  { only: ['pglite'] },
);

type Schema = {
  $ref?: string;
  type?: string | string[];
  maximum?: number;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Operation = {
  parameters?: { in: string; name: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
};
type OpenApi = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };

describeBackends('every number and day a call takes', (t) => {
  const document = async () => (await t().request('GET', '/api/openapi.json')).json as unknown as OpenApi;
  const numeric = (s: Schema) => [s.type ?? []].flat().some((type) => type === 'integer' || type === 'number');

  it('bounds every number of every parameter and request body in the OpenAPI document', async () => {
    const doc = await document();
    const unbounded: string[] = [];
    const walk = (schema: Schema | undefined, where: string) => {
      const s = schema?.$ref ? doc.components.schemas[schema.$ref.split('/').pop()!] : schema;
      if (!s) return;
      if (numeric(s) && s.maximum === undefined && !s.enum) unbounded.push(where);
      for (const part of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) walk(part, where);
      walk(s.items, `${where}[]`);
      for (const [key, value] of Object.entries(s.properties ?? {})) walk(value, `${where}.${key}`);
      if (typeof s.additionalProperties === 'object') walk(s.additionalProperties, `${where}.*`);
    };
    let checked = 0;
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(operations)) {
        for (const p of operation.parameters ?? []) walk(p.schema, `${method} ${path} ${p.in} ${p.name}`);
        for (const [type, content] of Object.entries(operation.requestBody?.content ?? {}))
          walk(content.schema, `${method} ${path} ${type}`);
        checked += 1;
      }
    expect(checked).toBeGreaterThan(60);
    expect(unbounded).toEqual([]);
    // And every number in a path or query fits the database's integer ids, but for the event ids of the live
    // streams (a bigint, compared with the newest id before any query).
    const wide = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.values(operations).flatMap((operation) =>
        (operation.parameters ?? [])
          .filter((p) => p.schema && numeric(p.schema) && p.name !== 'last_event_id')
          .filter((p) => (p.schema?.maximum ?? Infinity) > MAX_ID)
          .map((p) => `${path} ${p.name}`),
      ),
    );
    expect(wide).toEqual([]);
  });

  it('answers an id, page or limit past the database’s integers with a 422 on that parameter, on every call', async () => {
    const doc = await document();
    const token = await t().signIn();
    const owner = await t().staff('owner', []);
    const headers = {
      authorization: `Bearer ${token}`,
      cookie: owner.cookie,
      'x-csrf-token': owner.csrf,
      'x-request-signature': 'x',
      'idempotency-key': 'robustness-key-2',
      'accept-language': 'en',
    };
    let tried = 0;
    for (const [template, operations] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(operations))
        for (const target of operation.parameters ?? []) {
          if (!target.schema || !numeric(target.schema) || target.in === 'header') continue;
          // One past what the parameter takes: for ids, past the database's integers.
          const big = String((target.schema.maximum ?? MAX_ID) + 1);
          const path = template.replace(/\{(\w+)\}/g, (_, name: string) => (name === target.name ? big : '1'));
          const url = target.in === 'query' ? `${path}?${target.name}=${big}` : path;
          const res = await t().request(method.toUpperCase(), url, {
            headers,
            body: method === 'get' ? undefined : {},
          });
          const label = `${method} ${url}`;
          expect(res.status, `${label}: ${res.text}`).toBe(422);
          const errors = res.json.errors as Record<string, string[]> | undefined;
          expect(errors?.[target.name], `${label}: ${res.text}`).toBeDefined();
          tried += 1;
        }
    expect(tried).toBeGreaterThan(30);
  });

  it('refuses days the API cannot compute with, in searches and reports, and takes the last one it can', async () => {
    const manager = await t().staff('manager', [1, 2, 3]);
    const get = (path: string) => manager.request('GET', path, undefined, { 'accept-language': 'en' });
    const far = [
      '/api/staff/orders?status=all&to=9999-12-31',
      '/api/staff/orders?status=all&from=9999-12-31',
      '/api/staff/orders?status=all&from=0001-01-01',
      '/api/staff/reports?from=9999-12-31&to=9999-12-31',
      '/api/staff/reports?from=1999-12-31&to=2000-01-01',
    ];
    for (const path of far) {
      const res = await get(path);
      expect(res.status, `${path}: ${res.text}`).toBe(422);
      const errors = Object.values((res.json.errors ?? {}) as Record<string, string[]>);
      expect(errors.length, path).toBeGreaterThan(0);
      for (const messages of errors) expect(messages, path).toEqual(['Choose a day from 2000-01-01 to 2999-12-31.']);
    }
    expect((await get('/api/staff/orders?status=all&from=2999-12-31&to=2999-12-31')).json).toEqual({
      data: [],
      next_before: null,
    });
    expect((await get('/api/staff/reports?from=2999-12-31&to=2999-12-31')).status).toBe(200);
  });
});
