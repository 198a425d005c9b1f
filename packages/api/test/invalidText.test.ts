// A NUL byte or a lone UTF-16 surrogate in any text of any request is a 422 naming the field, never a 5xx:
// PostgreSQL refuses NUL in text and jsonb, and a lone surrogate cannot be stored as UTF-8.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { catalogIds, describeBackends, newKey, placeOrder, type TestContext } from './helpers';

/** A NUL byte, a lone high surrogate and a lone low surrogate. */
const BAD = ['\u0000', '\ud800', '\udfff'];
const MESSAGE = { en: 'Contains characters that are not allowed.', ro: 'Conține caractere nepermise.' };

type Setup = { token: string; orderId: number; productId: number };
type Target = {
  name: string;
  method: string;
  path: (s: Setup) => string;
  /** A valid body: with no bad character the request would succeed (or fail for a reason unrelated to text). */
  body: (s: Setup) => Record<string, unknown>;
  /** Every text field of the body, as the dotted path the API names in `errors`. */
  fields: string[];
  headers?: (t: TestContext, body: Record<string, unknown>, s: Setup) => Record<string, string>;
};

const TARGETS: Target[] = [
  {
    name: 'POST /api/orders',
    method: 'POST',
    path: () => '/api/orders',
    body: (s) => ({
      items: [{ product_id: s.productId, quantity: 1, modifiers: [] }],
      order_type: 'delivery',
      region_id: 1,
      address: {
        street: 'str. Mihai Eminescu',
        house: '5',
        apartment: '12',
        entrance: '2',
        floor: '3',
        intercom: '12B',
      },
      scheduled_at: '2026-11-20T15:00:00+02:00',
      payment_type: 'cash',
      comment: 'Fără ceapă',
      contact: { name: 'Ana', phone: '37369123456' },
    }),
    fields: [
      'order_type',
      'payment_type',
      'scheduled_at',
      'comment',
      'contact.name',
      'contact.phone',
      'address.street',
      'address.house',
      'address.apartment',
      'address.entrance',
      'address.floor',
      'address.intercom',
    ],
    headers: (_t, _b, s) => ({ 'idempotency-key': newKey(), authorization: `Bearer ${s.token}` }),
  },
  {
    name: 'POST /api/orders/{id}/review',
    method: 'POST',
    path: (s) => `/api/orders/${s.orderId}/review`,
    body: () => ({ rating: 5, text: 'Foarte gustos!' }),
    fields: ['text'],
    headers: (_t, _b, s) => ({ authorization: `Bearer ${s.token}` }),
  },
  {
    name: 'POST /api/update-profile',
    method: 'POST',
    path: () => '/api/update-profile',
    body: () => ({ name: 'Ana', surname: 'Popescu', birthday: '1990-05-17', referrer_id: 'ABCDEF' }),
    fields: ['name', 'surname', 'birthday', 'referrer_id'],
    headers: (_t, _b, s) => ({ authorization: `Bearer ${s.token}` }),
  },
  {
    name: 'POST /api/via-phone-number',
    method: 'POST',
    path: () => '/api/via-phone-number',
    body: () => ({ phone: '37369000002' }),
    fields: ['phone'],
    headers: (t, body) => ({ 'x-request-signature': t.sign(String(body.phone)) }),
  },
  {
    name: 'POST /api/sms-code-check',
    method: 'POST',
    path: () => '/api/sms-code-check',
    body: () => ({ phone: '37369000002', code: '1234' }),
    fields: ['phone', 'code'],
  },
  {
    name: 'POST /api/offers/check',
    method: 'POST',
    path: () => '/api/offers/check',
    body: (s) => ({
      items: [{ product_id: s.productId, quantity: 1 }],
      order_type: 'pickup',
      restaurant_id: 1,
      promo_code: 'SUSHI10',
    }),
    fields: ['order_type', 'promo_code'],
  },
  {
    name: 'POST /api/payments/verify',
    method: 'POST',
    path: () => '/api/payments/verify',
    body: () => ({ t: '3fa85f64-5717-4562-b3fc-2c963f66afa6', s: '1234567890123456' }),
    fields: ['t', 's'],
  },
];

/** A copy of `body` with the string at a dotted path replaced. */
function withText(body: Record<string, unknown>, field: string, value: string) {
  const copy = structuredClone(body);
  const keys = field.split('.');
  const last = keys.pop() ?? '';
  let node: Record<string, unknown> = copy;
  for (const key of keys) node = node[key] as Record<string, unknown>;
  node[last] = value;
  return copy;
}

function textAt(body: Record<string, unknown>, field: string): string {
  return String(field.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], body));
}

describeBackends('text with a NUL byte or a lone surrogate', (t) => {
  /** A signed-in customer with an accepted cash order to review. */
  async function setup(): Promise<Setup> {
    const token = await t().signIn();
    const productId = (await catalogIds(t())).product('set-dragon').id;
    const order = await placeOrder(
      t(),
      {
        items: [{ product_id: productId, quantity: 1 }],
        order_type: 'delivery',
        region_id: 1,
        address: { street: 'bd. Dacia', house: '1' },
        payment_type: 'cash',
        contact: { name: 'Ion', phone: '37369123456' },
      },
      { token },
    );
    expect(order.status).toBe(201);
    return { token, productId, orderId: (order.json.order as { id: number }).id };
  }

  const send = (target: Target, s: Setup, body: Record<string, unknown>, lang: string) =>
    t().request(target.method, target.path(s), {
      body,
      headers: { 'accept-language': lang, ...target.headers?.(t(), body, s) },
    });

  it('answers 422 naming the field, for every text field of every endpoint', async () => {
    const s = await setup();
    for (const target of TARGETS) {
      for (const field of target.fields) {
        for (const bad of BAD) {
          const base = target.body(s);
          const body = withText(base, field, `${textAt(base, field)}${bad}`);
          const res = await send(target, s, body, 'en');
          const label = `${target.name} ${field} ${JSON.stringify(bad)}`;
          expect(res.status, label).toBe(422);
          expect(res.json, label).toEqual({
            message: 'Please check the data you entered.',
            errors: { [field]: [MESSAGE.en] },
          });
        }
      }
    }
  });

  it('holds for any text with such a character anywhere in it (fast-check)', async () => {
    const s = await setup();
    const cases = TARGETS.flatMap((target) => target.fields.map((field) => [target, field] as const));
    // Well-formed text (emoji included) around the bad character, so it is the only thing wrong.
    const text = fc.string({ unit: 'grapheme', maxLength: 8 });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...cases),
        text,
        fc.constantFrom(...BAD),
        text,
        async ([target, field], before, bad, after) => {
          const body = withText(target.body(s), field, `${before}${bad}${after}`);
          const res = await send(target, s, body, 'ro');
          expect(res.status, `${target.name} ${field}`).toBe(422);
          expect((res.json.errors as Record<string, string[]>)[field], `${target.name} ${field}`).toEqual([MESSAGE.ro]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses it in query strings too', async () => {
    const products = await t().request('GET', '/api/products?q=somon%00', { headers: { 'accept-language': 'en' } });
    expect(products.status).toBe(422);
    expect(products.json.errors).toEqual({ q: [MESSAGE.en] });
    const outbox = await t().request('GET', '/dev/sms-outbox?phone=37369000001%00', {
      headers: { 'accept-language': 'en' },
    });
    expect(outbox.status).toBe(422);
    expect(outbox.json.errors).toEqual({ phone: [MESSAGE.en] });
  });

  it('refuses it in form bodies and at any depth of a JSON body', async () => {
    const form = await t().request('POST', '/dev/pay/1234567890123456', {
      body: 'action=pay&lang=ro%00',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    });
    expect(form.status).toBe(422);
    expect(form.json.errors).toEqual({ lang: [MESSAGE.en] });

    // 20,000 nested arrays (40 KB, under the body limit) around one NUL: found without exhausting the stack.
    const depth = 20_000;
    const deep = await t().request('POST', '/api/orders', {
      body: `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`,
      headers: { 'idempotency-key': newKey(), 'accept-language': 'en' },
    });
    expect(deep.status).toBe(422);
    expect(deep.json.errors).toEqual({ [Array(depth).fill('0').join('.')]: [MESSAGE.en] });
  });

  it('keeps well-formed text, emoji and other scripts included', async () => {
    const s = await setup();
    const order = TARGETS[0];
    if (!order) throw new Error('no order target');
    const comment = 'Fără ceapă 🍣, пожалуйста 🙏 — 寿司';
    const res = await send(order, s, withText(order.body(s), 'comment', comment), 'en');
    expect(res.status).toBe(201);
    expect((res.json.order as { comment: string }).comment).toBe(comment);
  });
});
