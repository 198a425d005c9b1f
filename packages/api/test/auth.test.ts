import { expect, it } from 'vitest';
import { signPhone } from '../src/services/signature';
import { describeBackends } from './helpers';

const PHONE = '37369123456';

describeBackends('phone sign-in', (t) => {
  it('sends a code to a signed request and answers { success: true }', async () => {
    const res = await t().requestCode(PHONE);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true });
    const outbox = await t().request('GET', `/dev/sms-outbox?phone=${PHONE}`);
    const [sms] = outbox.json.data as { phone: string; code: string; text: string; sent_at: string }[];
    expect(sms?.phone).toBe(PHONE);
    expect(sms?.code).toMatch(/^\d{4}$/);
    expect(sms?.text).toContain(sms?.code);
    expect(sms?.sent_at).toBe('2026-11-20T10:00:00.000Z');
  });

  it('accepts signatures for yesterday and tomorrow (Chișinău) but not two days off', async () => {
    const { clock, config } = t();
    const day = 24 * 60 * 60 * 1000;
    const at = (offset: number) => signPhone(PHONE, config.signatureSuffix, new Date(clock.now().getTime() + offset));
    for (const [offset, phone, status] of [
      [-day, '37369000011', 200],
      [day, '37369000012', 200],
      [2 * day, '37369000013', 403],
    ] as const) {
      const sig = signPhone(phone, config.signatureSuffix, new Date(clock.now().getTime() + offset));
      const res = await t().request('POST', '/api/via-phone-number', {
        body: { phone },
        headers: { 'x-request-signature': sig },
      });
      expect(res.status, `offset ${offset}`).toBe(status);
    }
    expect(at(0)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('uses the date in Chișinău, not UTC, around midnight', async () => {
    // 22:30 UTC on 20 Nov is 00:30 on 21 Nov in Chișinău (UTC+2).
    t().clock.set('2026-11-20T22:30:00Z');
    const { createHash } = await import('node:crypto');
    const sig = createHash('sha256').update(`${PHONE}test-suffix21/11/2026`).digest('hex');
    const res = await t().request('POST', '/api/via-phone-number', {
      body: { phone: PHONE },
      headers: { 'x-request-signature': sig },
    });
    expect(res.status).toBe(200);
  });

  it('refuses a missing or wrong signature with a clear message', async () => {
    const missing = await t().request('POST', '/api/via-phone-number', { body: { phone: PHONE } });
    expect(missing.status).toBe(403);
    expect(missing.json.message).toMatch(/semnătura/i);
    const wrong = await t().request('POST', '/api/via-phone-number', {
      body: { phone: PHONE },
      headers: { 'x-request-signature': t().sign('37369999999'), 'accept-language': 'en' },
    });
    expect(wrong.status).toBe(403);
    expect(wrong.json.message).toBe('The request signature is not valid. Reload the page and try again.');
  });

  it('refuses malformed phones and foreign countries on the phone field', async () => {
    for (const phone of ['+37369123456', '3736912', 'abc', '3736912345678901', '']) {
      const res = await t().request('POST', '/api/via-phone-number', {
        body: { phone },
        headers: { 'x-request-signature': t().sign(phone) },
      });
      expect(res.status, phone).toBe(422);
      expect(res.json.errors).toHaveProperty('phone');
    }
    const short = await t().requestCode('3736912345');
    expect(short.status).toBe(422);
    const foreign = await t().requestCode('4915112345678', { 'accept-language': 'ru' });
    expect(foreign.status).toBe(422);
    expect((foreign.json.errors as Record<string, string[]>).phone?.[0]).toContain('+373');
  });

  it('sends codes to Moldovan mobile numbers only: a landline, or a mobile of another country, is refused', async () => {
    const phoneErrors = async (phone: string) => {
      const res = await t().requestCode(phone, { 'accept-language': 'en' });
      return res.status === 422 ? (res.json.errors as Record<string, string[]>).phone : res.status;
    };
    // 69…, 79…: mobile ranges; 22…: a Chișinău landline; a trunk 0 after 373 is not the canonical form.
    expect(await phoneErrors('37369000100')).toBe(200);
    expect(await phoneErrors('37379123456')).toBe(200);
    expect(await phoneErrors('37322123456')).toEqual(['Enter a mobile number: this one cannot receive SMS.']);
    expect(await phoneErrors('373069123456')).toEqual(['Invalid phone number.']);
    expect(await phoneErrors('40721234567')).toEqual(['We accept only phone numbers starting with +373.']);
    const sent = await t().request('GET', '/dev/sms-outbox');
    const phones = (sent.json.data as { phone: string }[]).map((sms) => sms.phone);
    expect(phones).toEqual(expect.arrayContaining(['37369000100', '37379123456']));
    expect(phones).not.toContain('37322123456');
  });

  it('exchanges the code for a token once; the token opens the profile', async () => {
    await t().requestCode(PHONE);
    const code = await t().lastCode(PHONE);
    const ok = await t().request('POST', '/api/sms-code-check', { body: { phone: PHONE, code } });
    expect(ok.status).toBe(200);
    const token = ok.json.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const again = await t().request('POST', '/api/sms-code-check', { body: { phone: PHONE, code } });
    expect(again.status).toBe(404);
    expect(again.json.message).toBeTruthy();

    const profile = await t().request('GET', '/api/get-profile', { token });
    expect(profile.status).toBe(200);
    expect(profile.json.data).toMatchObject({
      phone: PHONE,
      name: null,
      surname: null,
      birthday: null,
      bonus_balance: 0,
    });
  });

  it('accepts the code as a number, restoring leading zeros', async () => {
    await t().requestCode(PHONE);
    const code = await t().lastCode(PHONE);
    const res = await t().request('POST', '/api/sms-code-check', { body: { phone: PHONE, code: Number(code) } });
    expect(res.status).toBe(200);
  });

  it('answers 422 with errors.code for a malformed code and 404 for a wrong one', async () => {
    await t().requestCode(PHONE);
    const malformed = await t().request('POST', '/api/sms-code-check', { body: { phone: PHONE, code: '12a4' } });
    expect(malformed.status).toBe(422);
    expect(malformed.json.errors).toHaveProperty('code');
    const tooLong = await t().request('POST', '/api/sms-code-check', { body: { phone: PHONE, code: '123456' } });
    expect(tooLong.status).toBe(422);
    const code = await t().lastCode(PHONE);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const res = await t().request('POST', '/api/sms-code-check', { body: { phone: PHONE, code: wrong } });
    expect(res.status).toBe(404);
  });

  it('expires codes after 5 minutes', async () => {
    await t().requestCode(PHONE);
    const code = await t().lastCode(PHONE);
    t().clock.advance(5 * 60 * 1000 + 1);
    const res = await t().request('POST', '/api/sms-code-check', { body: { phone: PHONE, code } });
    expect(res.status).toBe(404);
  });

  it('kills a code after 5 wrong tries, even for the right code', async () => {
    await t().requestCode(PHONE);
    const code = await t().lastCode(PHONE);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) {
      expect((await t().request('POST', '/api/sms-code-check', { body: { phone: PHONE, code: wrong } })).status).toBe(
        404,
      );
    }
    const right = await t().request('POST', '/api/sms-code-check', { body: { phone: PHONE, code } });
    expect(right.status).toBe(404);
  });

  it('makes a resend wait 60 s, and the new code replaces the old one', async () => {
    await t().requestCode(PHONE);
    const first = await t().lastCode(PHONE);
    const early = await t().requestCode(PHONE, { 'accept-language': 'en' });
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('60');
    expect(early.json.message).toBe('You can ask for a new code in 60 s.');

    t().clock.advance(60_000);
    expect((await t().requestCode(PHONE)).status).toBe(200);
    const second = await t().lastCode(PHONE);
    if (first !== second) {
      const old = await t().request('POST', '/api/sms-code-check', { body: { phone: PHONE, code: first } });
      expect(old.status).toBe(404);
    }
    const res = await t().request('POST', '/api/sms-code-check', { body: { phone: PHONE, code: second } });
    expect(res.status).toBe(200);
  });

  it('allows 5 codes per phone per hour', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await t().requestCode(PHONE, { 'x-forwarded-for': `10.9.0.${i}` })).status).toBe(200);
      t().clock.advance(61_000);
    }
    const sixth = await t().requestCode(PHONE, { 'x-forwarded-for': '10.9.0.9' });
    expect(sixth.status).toBe(429);
    t().clock.advance(60 * 60 * 1000);
    expect((await t().requestCode(PHONE, { 'x-forwarded-for': '10.9.0.10' })).status).toBe(200);
  });

  it('allows 20 codes per IP per hour, across phones', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await t().requestCode(`373690000${String(i).padStart(2, '0')}`, { 'x-forwarded-for': '10.8.0.1' });
      expect(res.status).toBe(200);
    }
    const res = await t().requestCode('37369000099', { 'x-forwarded-for': '10.8.0.1' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('stops brute-force guessing across resends: at most 25 guesses an hour, none right', async () => {
    // The attacker never sees the code; we pick guesses that avoid it so the bound is exact.
    let guesses = 0;
    let signedIn = false;
    for (let round = 0; round < 8; round++) {
      const sent = await t().requestCode(PHONE, { 'x-forwarded-for': `10.7.0.${round}` });
      if (sent.status !== 200) {
        expect(sent.status).toBe(429);
        continue;
      }
      const code = await t().lastCode(PHONE);
      for (let g = 0; g < 10; g++) {
        const guess = String((Number(code) + 1 + g) % 10_000).padStart(4, '0');
        const res = await t().request('POST', '/api/sms-code-check', { body: { phone: PHONE, code: guess } });
        if (res.status === 200) signedIn = true;
        guesses += 1;
      }
      // The real code is dead now too.
      const real = await t().request('POST', '/api/sms-code-check', { body: { phone: PHONE, code } });
      expect(real.status).toBe(404);
      t().clock.advance(61_000);
    }
    expect(signedIn).toBe(false);
    const outbox = await t().request('GET', `/dev/sms-outbox?phone=${PHONE}`);
    expect((outbox.json.data as unknown[]).length).toBe(5);
    expect(guesses).toBe(50); // 5 codes × 10 tries, of which only 5 per code were even checked
  });

  it('gives the same answer for a known and an unknown phone', async () => {
    await t().signIn('37369000001');
    const known = await t().requestCode('37369000001');
    const unknown = await t().requestCode('37369000002');
    expect(known.status).toBe(unknown.status);
    expect(known.json).toEqual(unknown.json);
  });

  it('revokes the token on logout; any later call with it is 401', async () => {
    const token = await t().signIn();
    const out = await t().request('POST', '/api/logout', { token });
    expect(out.status).toBe(200);
    const after = await t().request('GET', '/api/get-profile', { token });
    expect(after.status).toBe(401);
    expect(after.json.message).toBeTruthy();
    expect((await t().request('POST', '/api/logout', { token })).status).toBe(401);
  });

  it('answers 401 for a missing, malformed, unknown or expired token', async () => {
    expect((await t().request('GET', '/api/get-profile')).status).toBe(401);
    expect((await t().request('GET', '/api/get-profile', { headers: { authorization: 'Basic abc' } })).status).toBe(
      401,
    );
    expect((await t().request('GET', '/api/get-profile', { token: 'x'.repeat(43) })).status).toBe(401);
    const token = await t().signIn();
    t().clock.advance(366 * 24 * 60 * 60 * 1000);
    expect((await t().request('GET', '/api/get-profile', { token })).status).toBe(401);
  });

  it('never logs codes or tokens', async () => {
    const token = await t().signIn();
    await t().request('GET', '/api/get-profile', { token });
    const codes = (await t().request('GET', '/dev/sms-outbox')).json.data as { code: string }[];
    expect(t().logs.lines.length).toBeGreaterThan(2);
    const log = t().logs.text;
    expect(log).not.toContain(token);
    for (const { code } of codes) expect(log).not.toMatch(new RegExp(`\\b${code}\\b`));
    t().deps.log.info({ code: '1234', token: 'secret-token', nested: { token: 'secret-token' } }, 'redaction check');
    expect(t().logs.text).not.toContain('secret-token');
    expect(t().logs.text).not.toContain('"1234"');
  });
});

describeBackends(
  'phone sign-in with more countries',
  (t) => {
    it('takes the mobile numbers of every country in SMS_COUNTRY_CODES, and their landlines not', async () => {
      expect((await t().requestCode('40721234567')).status).toBe(200);
      expect((await t().requestCode('380501234567')).status).toBe(200);
      const landline = await t().requestCode('40211234567', { 'accept-language': 'en' });
      expect(landline.json.errors).toEqual({ phone: ['Enter a mobile number: this one cannot receive SMS.'] });
      const foreign = await t().requestCode('48512345678', { 'accept-language': 'en' });
      expect(foreign.json.errors).toEqual({ phone: ['We accept only phone numbers starting with +373, +40, +380.'] });
    });
  },
  { only: ['pglite'], env: { SMS_COUNTRY_CODES: '373,40,380' } },
);
