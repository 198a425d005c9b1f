/**
 * Staff and roles against the real API (PGlite, in process): an owner adds an operator of one restaurant,
 * who then signs in; changes their role and restaurants; gives a new password (the old one stops working);
 * disables and enables them. A short password is refused next to its field and nothing is added; the API
 * refuses an owner disabling themself and demoting the last owner (409, in words); a manager is refused the
 * list (403) and the screen says the page is for owners.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealApi, type RealApi } from '@nori/api/testing';
import { browserFetch } from '../testing/browserFetch';
import { RootStore } from './RootStore';

let api: RealApi;
beforeAll(async () => {
  api = await startRealApi();
}, 60_000);
afterAll(async () => {
  await api?.close();
});

const newTab = () => {
  const stores = new RootStore({ apiUrl: api.baseUrl, fetch: browserFetch() });
  stores.locale.setLocale('en');
  return stores;
};

async function signedIn(role: 'owner' | 'manager' | 'operator', restaurants?: number[]) {
  const account = await api.createStaff(role, restaurants);
  const stores = newTab();
  if (!(await stores.session.signIn(account.email, account.password))) throw new Error(`${role} sign-in failed`);
  return { stores, account };
}

describe('staff and roles', () => {
  it('adds a member who signs in, changes their role, restaurants and password, disables and enables them', async () => {
    const { stores } = await signedIn('owner', []);
    const team = stores.staffMembers;
    await team.load();
    expect(team.forbidden).toBe(false);
    expect(team.restaurants.length).toBeGreaterThan(1);

    // Too short a password: refused next to the field, no one added.
    const before = team.members.length;
    const short = await team.create({
      email: 'ion@nori.test',
      name: 'Ion',
      role: 'operator',
      restaurant_ids: [1],
      password: 'short',
    });
    expect(short.ok).toBe(false);
    expect(short.ok === false && short.fields.password).toMatch(/\S/);
    expect(team.members).toHaveLength(before);

    const added = await team.create({
      email: 'ion@nori.test',
      name: 'Ion',
      role: 'operator',
      restaurant_ids: [1],
      password: 'ion first password',
    });
    expect(added).toEqual({ ok: true });
    const ion = team.members.find((m) => m.email === 'ion@nori.test')!;
    expect(ion).toMatchObject({ name: 'Ion', role: 'operator', restaurant_ids: [1], disabled: false });
    const ionTab = newTab();
    expect(await ionTab.session.signIn('ion@nori.test', 'ion first password')).toBe(true);

    expect(await team.update(ion.id, { role: 'manager', restaurant_ids: [1, 2] })).toEqual({ ok: true });
    expect(team.members.find((m) => m.id === ion.id)).toMatchObject({ role: 'manager', restaurant_ids: [1, 2] });

    expect(await team.update(ion.id, { password: 'ion second password' })).toEqual({ ok: true });
    expect(await newTab().session.signIn('ion@nori.test', 'ion first password')).toBe(false);
    expect(await newTab().session.signIn('ion@nori.test', 'ion second password')).toBe(true);

    expect(await team.update(ion.id, { disabled: true })).toEqual({ ok: true });
    expect(team.members.find((m) => m.id === ion.id)?.disabled).toBe(true);
    expect(await newTab().session.signIn('ion@nori.test', 'ion second password')).toBe(false);
    expect(await team.update(ion.id, { disabled: false })).toEqual({ ok: true });
    expect(await newTab().session.signIn('ion@nori.test', 'ion second password')).toBe(true);

    // A fresh load shows the same.
    await team.load();
    expect(team.members.find((m) => m.id === ion.id)).toMatchObject({ role: 'manager', disabled: false });
  });

  it('refuses, in words, an owner disabling themself and the last owner demoted', async () => {
    const { stores, account } = await signedIn('owner', []);
    const team = stores.staffMembers;
    await team.load();
    const self = await team.update(account.id, { disabled: true });
    expect(self.ok).toBe(false);
    expect(self.ok === false && self.message).toMatch(/\S/);

    // Every other owner disabled: this one is the last, and cannot become a manager.
    for (const other of team.members.filter((m) => m.role === 'owner' && m.id !== account.id && !m.disabled))
      expect(await team.update(other.id, { disabled: true })).toEqual({ ok: true });
    const demoted = await team.update(account.id, { role: 'manager', restaurant_ids: [1] });
    expect(demoted.ok).toBe(false);
    expect(demoted.ok === false && demoted.message).toMatch(/\S/);
    expect(team.members.find((m) => m.id === account.id)?.role).toBe('owner');
  });

  it('refuses a manager the list: the screen says it is for owners', async () => {
    const { stores } = await signedIn('manager');
    await stores.staffMembers.load();
    expect(stores.staffMembers.forbidden).toBe(true);
    expect(stores.staffMembers.members).toEqual([]);
  });
});
