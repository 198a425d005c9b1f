/**
 * The back office's session against the real API (PGlite, in process): a wrong password is refused in the
 * UI's language, a right one signs in and a reload finds the session again, signing out ends it everywhere.
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

describe('the back office session', () => {
  it('refuses a wrong password in the chosen language, signs in, finds the session after a reload and signs out', async () => {
    const { email, password } = await api.createStaff('operator', [1]);
    const fetchWithCookies = browserFetch();
    const stores = new RootStore({ apiUrl: api.baseUrl, fetch: fetchWithCookies });
    stores.locale.setLocale('en');

    await stores.session.restore();
    expect(stores.session.state).toBe('signedOut');

    expect(await stores.session.signIn(email, 'not the password')).toBe(false);
    expect(stores.session.error).toBe('Wrong email or password.');
    expect(stores.session.state).toBe('signedOut');

    expect(await stores.session.signIn(email, password)).toBe(true);
    expect(stores.session.staff).toMatchObject({ email, role: 'operator', restaurant_ids: [1] });
    expect(stores.session.csrfToken).toMatch(/^[0-9a-f]{64}$/);

    // A reload: a new tab's stores, the same browser's cookies.
    const reloaded = new RootStore({ apiUrl: api.baseUrl, fetch: fetchWithCookies });
    await reloaded.session.restore();
    expect(reloaded.session.state).toBe('signedIn');
    expect(reloaded.session.csrfToken).toBe(stores.session.csrfToken);

    await reloaded.session.signOut();
    expect(reloaded.session.state).toBe('signedOut');
    await stores.session.restore();
    expect(stores.session.state).toBe('signedOut');
  });

  it('says the server cannot be reached rather than blaming the password', async () => {
    const stores = new RootStore({ apiUrl: 'http://127.0.0.1:9', fetch: browserFetch() });
    expect(await stores.session.signIn('someone@nori.test', 'whatever')).toBe(false);
    expect(stores.session.offline).toBe(true);
    expect(stores.session.error).toBeNull();
  });
});
