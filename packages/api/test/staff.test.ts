import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, staff as staffTable } from '../src/db/schema';
import { hashPassword, verifyPassword } from '../src/services/passwords';
import { describeBackends } from './helpers';

describeBackends('staff accounts', (t) => {
  const login = (email: string, password: string, ip = '10.9.0.1', lang = 'en') =>
    t().request('POST', '/api/staff/login', {
      body: { email, password },
      headers: { 'x-forwarded-for': ip, 'accept-language': lang },
    });

  it('signs in with email and password into an HttpOnly, SameSite=Strict cookie and hands out a CSRF token', async () => {
    const member = await t().staff('manager', [2]);
    const res = await login(member.email.toUpperCase(), member.password);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      staff: { email: member.email, role: 'manager', restaurant_ids: [2] },
      csrf_token: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^nori_staff=[\w-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    // Served over http here: no Secure flag (browsers would drop the cookie); over https it is __Host- and Secure.
    expect(cookie).not.toContain('Secure');

    const me = await t().request('GET', '/api/staff/me', { headers: { cookie: cookie.split(';')[0] ?? '' } });
    expect(me.json).toMatchObject({ staff: { id: member.id }, csrf_token: res.json.csrf_token });
    // The password is stored as scrypt, never as itself.
    const [row] = await t().db.select().from(staffTable).where(eq(staffTable.id, member.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(row?.passwordHash).not.toContain(member.password);
  });

  it('answers a wrong password and an unknown email alike, and audits the attempt', async () => {
    const member = await t().staff();
    const wrong = await login(member.email, 'not the password at all');
    const unknown = await login('nobody@nori.test', 'not the password at all');
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.json).toEqual({ message: 'Wrong email or password.' });
    expect(unknown.json).toEqual(wrong.json);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const failed = await t().db.select().from(auditLog).where(eq(auditLog.action, 'staff.login.failed'));
    expect(failed.map((a) => a.staffId)).toEqual([member.id, null]);
  });

  it('limits sign-in attempts per account and per address', async () => {
    const member = await t().staff(); // its sign-in is the first of 10 attempts
    for (let i = 0; i < 9; i++) expect((await login(member.email, 'wrong password!', `10.9.1.${i}`)).status).toBe(401);
    // The account is resting for 15 minutes, even with the right password from a new address.
    const locked = await login(member.email, member.password, '10.9.1.200');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    t().clock.advance(15 * 60_000 + 1000);
    expect((await login(member.email, member.password, '10.9.1.201')).status).toBe(200);

    // One address trying many accounts.
    for (let i = 0; i < 30; i++) await login(`guess${i}@nori.test`, 'wrong password!', '10.9.2.1');
    expect((await login(member.email, member.password, '10.9.2.1')).status).toBe(429);
  });

  it('requires the CSRF token and a known origin for every write made with the cookie', async () => {
    const member = await t().staff();
    const order = await t().request('GET', '/api/staff/orders', { headers: { cookie: member.cookie } });
    expect(order.status).toBe(200);
    const post = (headers: Record<string, string>) =>
      t().request('POST', '/api/staff/logout', {
        headers: { cookie: member.cookie, 'accept-language': 'en', ...headers },
      });
    const missing = await post({});
    expect(missing.status).toBe(403);
    expect(missing.json.message).toMatch(/did not come from the restaurant's panel/);
    expect((await post({ 'x-csrf-token': 'f'.repeat(64) })).status).toBe(403);
    // A token of another session is useless with this cookie.
    const other = await t().staff();
    expect((await post({ 'x-csrf-token': other.csrf })).status).toBe(403);
    expect((await post({ 'x-csrf-token': member.csrf, origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ 'x-csrf-token': member.csrf, origin: 'http://127.0.0.1:3001' })).status).toBe(200);
  });

  it('signs out for good: the cookie stops working and is cleared', async () => {
    const member = await t().staff();
    const out = await member.request('POST', '/api/staff/logout');
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/^nori_staff=; Max-Age=0/);
    expect((await member.request('GET', '/api/staff/me')).status).toBe(401);
    expect((await t().request('GET', '/api/staff/orders')).status).toBe(401);
    const actions = await t().db.select().from(auditLog).where(eq(auditLog.staffId, member.id));
    expect(actions.map((a) => a.action)).toEqual(['staff.login', 'staff.logout']);
  });

  it('ends the sessions of a disabled account', async () => {
    const member = await t().staff();
    await t().db.update(staffTable).set({ disabledAt: new Date() }).where(eq(staffTable.id, member.id));
    expect((await member.request('GET', '/api/staff/me')).status).toBe(401);
    expect((await login(member.email, member.password)).status).toBe(401);
  });

  it('refuses weak passwords and a taken email when creating an account', async () => {
    const { staff } = t().deps.services;
    await expect(
      staff.create({ email: 'a@nori.test', name: 'A', password: 'short', role: 'operator' }),
    ).rejects.toMatchObject({
      status: 422,
      fields: { password: [{ key: 'staff.password.length' }] },
    });
    await staff.create({ email: 'a@nori.test', name: 'A', password: 'long enough password', role: 'operator' });
    await expect(
      staff.create({ email: 'A@Nori.test ', name: 'B', password: 'long enough password', role: 'owner' }),
    ).rejects.toMatchObject({ status: 422, fields: { email: ['staff.email.taken'] } });
  });
});

it('hashes with scrypt and a per-password salt, and verifies only the right password', async () => {
  const a = await hashPassword('the same password', 10);
  const b = await hashPassword('the same password', 10);
  expect(a).not.toBe(b);
  expect(await verifyPassword('the same password', a)).toBe(true);
  expect(await verifyPassword('the same password ', a)).toBe(false);
  expect(await verifyPassword('the same password', 'plain text')).toBe(false);
});
