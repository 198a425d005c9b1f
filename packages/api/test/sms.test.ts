import { describe, expect, it } from 'vitest';
import { httpSms } from '../src/providers/sms/http';
import type { SmsMessage } from '../src/providers/sms/types';
import { describeBackends } from './helpers';

describe('HTTP SMS provider', () => {
  it('posts { to, from, text } with the bearer token and fails on a non-2xx answer', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    let status = 202;
    const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init: init ?? {} });
      return new Response('{}', { status });
    }) as typeof fetch;
    const sms = httpSms({ url: 'https://sms.example/send', token: 't0k', sender: 'Nori' }, fakeFetch);
    await sms.send({ phone: '37369123456', code: '1234', text: 'Codul: 1234' });
    expect(calls[0]?.url).toBe('https://sms.example/send');
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe('Bearer t0k');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ to: '+37369123456', from: 'Nori', text: 'Codul: 1234' });
    status = 500;
    await expect(sms.send({ phone: '37369123456', code: '1', text: 'x' })).rejects.toThrow('500');
  });
});

const gateway = { fail: true, sent: [] as SmsMessage[] };
describeBackends(
  'SMS gateway failures',
  (t) => {
    it('answers 502 when the SMS cannot be sent, and lets the shopper ask again at once', async () => {
      gateway.fail = true;
      const down = await t().requestCode('37369123456', { 'accept-language': 'en' });
      expect(down.status).toBe(502);
      expect(down.json.message).toBe('We could not send the SMS. Please try again shortly.');
      gateway.fail = false;
      expect((await t().requestCode('37369123456')).status).toBe(200);
      expect(gateway.sent.at(-1)?.text).toContain(gateway.sent.at(-1)?.code);
    });
  },
  {
    only: ['pglite'],
    sms: {
      send: async (message) => {
        if (gateway.fail) throw new Error('gateway down');
        gateway.sent.push(message);
      },
    },
  },
);

describeBackends(
  'SMS outbox in development',
  (t) => {
    it('prints "SMS to +… : code …" in development (and only there)', async () => {
      await t().requestCode('37369123456');
      const code = await t().lastCode('37369123456');
      expect(t().logs.text).toContain(`SMS to +37369123456 : code ${code}`);
    });
  },
  { only: ['pglite'], env: { NODE_ENV: 'development' } },
);

describeBackends(
  'production mode',
  (t) => {
    it('has no development routes', async () => {
      expect((await t().request('GET', '/dev/sms-outbox')).status).toBe(404);
      expect((await t().request('GET', '/dev/pay/1234567890123456')).status).toBe(404);
      await t().requestCode('37369123456');
      expect(t().logs.text).not.toMatch(/SMS to/);
    });
  },
  { only: ['pglite'], env: { NODE_ENV: 'production' } },
);
