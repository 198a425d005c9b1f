/**
 * The audit log against the real API (PGlite, in process): an operator's sign-in and order moves are there,
 * newest first, with their name; filtering by the person or the action narrows the entries to them; small pages
 * walked older then newer show each entry once; a manager is refused (403).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealApi, type RealApi } from '@nori/api/testing';
import { signedInTab } from '../testing/signedInTab';
import { AuditLogStore } from './AuditLogStore';

let api: RealApi;
beforeAll(async () => {
  api = await startRealApi();
}, 60_000);
afterAll(async () => {
  await api?.close();
});

async function signedIn(role: 'owner' | 'manager' | 'operator', restaurants?: number[]) {
  return signedInTab(api, role, { restaurants });
}

describe('the audit log', () => {
  it('shows who did what, newest first; the person and the action filters narrow it; pages have no gap', async () => {
    const token = await api.signIn('37360000501');
    const placed = await api.placeOrder(token, { payment: 'cash' });
    const operator = await signedIn('operator', [placed.restaurant_id]);
    const page = operator.stores.newOrderPage();
    await page.load(placed.id);
    expect(await page.move('accepted', { promised_minutes: 30 })).toBe(true);
    expect(await page.move('preparing')).toBe(true);

    const { stores } = await signedIn('owner', []);
    const log = stores.auditLog;
    await log.load();
    expect(log.forbidden).toBe(false);
    expect(log.members.some((m) => m.id === operator.account.id)).toBe(true);
    const times = log.entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(log.entries[0]?.action).toBe('staff.login'); // the owner's own sign-in, last

    await log.setFilters({ staffId: operator.account.id });
    expect(log.entries.map((e) => e.action)).toEqual(['order.transition', 'order.transition', 'staff.login']);
    expect(log.entries.every((e) => e.staff?.name === 'Test operator')).toBe(true);
    expect(log.entries[0]).toMatchObject({ target_type: 'order', target_id: String(placed.id) });
    expect(log.entries[0]?.details).toMatchObject({ from: 'accepted', to: 'preparing' });

    await log.setFilters({ staffId: null, action: 'order.transition' });
    expect(log.entries.length).toBeGreaterThanOrEqual(2);
    expect(log.entries.every((e) => e.action === 'order.transition')).toBe(true);

    // All of it in pages of two, older then back to newer: every entry once.
    const all = new AuditLogStore(stores.api, 200);
    await all.load();
    const paged = new AuditLogStore(stores.api, 2);
    await paged.load();
    const pages = [paged.entries.map((e) => e.id)];
    while (paged.nextBefore !== null) {
      await paged.older();
      pages.push(paged.entries.map((e) => e.id));
    }
    expect(pages.flat()).toEqual(all.entries.map((e) => e.id));
    const back = [paged.entries.map((e) => e.id)];
    while (paged.hasNewer) {
      await paged.newer();
      back.unshift(paged.entries.map((e) => e.id));
    }
    expect(back).toEqual(pages);
  });

  it('refuses a manager: the screen says it is for owners', async () => {
    const { stores } = await signedIn('manager');
    await stores.auditLog.load();
    expect(stores.auditLog.forbidden).toBe(true);
  });
});
