// Bad input of every kind gets a 4xx with a message, never a 5xx.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { describeBackends } from './helpers';

const ENDPOINTS: [method: string, path: string][] = [
  ['POST', '/api/via-phone-number'],
  ['POST', '/api/sms-code-check'],
  ['POST', '/api/update-profile'],
  ['POST', '/api/orders'],
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
