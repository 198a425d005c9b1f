import { describe, expect, it } from 'vitest';
import { createTestStores, testProfile } from '../testing/createTestStores';

describe('UserStore token', () => {
  it('is signed in exactly when a token is present, read from the token cookie', () => {
    expect(createTestStores().stores.user.isLoggedIn).toBe(false);
    const { stores } = createTestStores({ cookies: { token: 'abc' } });
    expect(stores.user.token).toBe('abc');
    expect(stores.user.isLoggedIn).toBe(true);
  });

  it('keeps the token in a one-year, site-wide, Lax cookie, Secure only over https', () => {
    const http = createTestStores();
    http.stores.user.setToken('t1');
    expect(http.cookies.setCookieHeaders()).toEqual(['token=t1; Max-Age=31536000; Path=/; SameSite=Lax']);
    const https = createTestStores({ secure: true });
    https.stores.user.setToken('t2');
    expect(https.cookies.setCookieHeaders()).toEqual(['token=t2; Max-Age=31536000; Path=/; SameSite=Lax; Secure']);
  });

  it('logout clears phone, profile, token and the cookie', () => {
    const { stores, cookies } = createTestStores({ cookies: { token: 'abc' } });
    stores.user.setAuthPhone('37369123456');
    stores.user.setProfile(testProfile);
    stores.user.logout();
    expect([stores.user.authPhone, stores.user.profile, stores.user.token]).toEqual([null, null, null]);
    expect(cookies.get('token')).toBeUndefined();
    expect(cookies.setCookieHeaders()).toEqual(['token=; Max-Age=0; Path=/']);
  });

  it('signOut revokes the token on the server, and logs out even when that fails', async () => {
    const ok = createTestStores({ cookies: { token: 'abc' } });
    await ok.stores.user.signOut();
    expect(ok.calls.map((c) => c.method)).toEqual(['logout']);
    expect(ok.stores.user.isLoggedIn).toBe(false);
    const failing = createTestStores({
      cookies: { token: 'abc' },
      api: { auth: { logout: () => Promise.reject(new Error('offline')) } },
    });
    await failing.stores.user.signOut();
    expect(failing.stores.user.isLoggedIn).toBe(false);
  });

  it('any 401 from the API logs out', () => {
    const { stores, session } = createTestStores({ cookies: { token: 'abc' } });
    stores.user.setProfile(testProfile);
    session.onUnauthorized();
    expect([stores.user.isLoggedIn, stores.user.profile]).toEqual([false, null]);
  });

  it('gives the API the token and locale of the moment', () => {
    const { stores, session } = createTestStores({ locale: 'uk' });
    expect([session.getToken(), session.getLocale()]).toEqual([null, 'uk']);
    stores.user.setToken('t');
    stores.locale.setLocale('en');
    expect([session.getToken(), session.getLocale()]).toEqual(['t', 'en']);
  });
});

describe('UserStore profile', () => {
  it('loads the profile only when signed in', async () => {
    const anonymous = createTestStores();
    expect(await anonymous.stores.user.loadProfile()).toBeNull();
    expect(anonymous.calls).toEqual([]);
    const signedIn = createTestStores({ cookies: { token: 'abc' } });
    expect(await signedIn.stores.user.loadProfile()).toEqual(testProfile);
    expect(signedIn.stores.user.hasName).toBe(true);
  });

  it('gives null when the profile cannot be loaded', async () => {
    const { stores } = createTestStores({
      cookies: { token: 'abc' },
      api: { auth: { getProfile: () => Promise.reject(new Error('offline')) } },
    });
    expect(await stores.user.loadProfile()).toBeNull();
    expect(stores.user.isLoggedIn).toBe(true);
  });

  it('a profile without a name is a new customer', () => {
    const { stores } = createTestStores();
    stores.user.setProfile({ ...testProfile, name: '  ' });
    expect(stores.user.hasName).toBe(false);
  });

  it('hydrates the server’s profile, but not onto a signed-out browser', () => {
    const snapshot = { authPhone: null, profile: testProfile };
    const signedIn = createTestStores({ cookies: { token: 'abc' } });
    signedIn.stores.user.hydrate(snapshot);
    expect(signedIn.stores.user.profile).toEqual(testProfile);
    expect(signedIn.stores.user.toSnapshot()).toEqual(snapshot);
    expect(JSON.stringify(signedIn.stores.user.toSnapshot())).not.toContain('abc');
    const signedOut = createTestStores();
    signedOut.stores.user.hydrate(snapshot);
    expect(signedOut.stores.user.profile).toBeNull();
  });
});

describe('UserStore lists', () => {
  it('toggles favourites and keeps them under the prefix', () => {
    const { stores, storage } = createTestStores();
    stores.user.toggleFavorite(5);
    stores.user.toggleFavorite(9);
    stores.user.toggleFavorite(5);
    expect(stores.user.favorites).toEqual([9]);
    expect(stores.user.isFavorite(9)).toBe(true);
    expect(stores.user.favoritesCount).toBe(1);
    expect(storage.getItem('test:favorites')).toBe('[9]');
  });

  it('keeps the 8 most recently viewed, newest first, under the prefix', () => {
    const { stores, storage } = createTestStores();
    for (let id = 1; id <= 9; id++) stores.user.addViewed(id);
    stores.user.addViewed(5);
    expect(stores.user.viewed).toEqual([5, 9, 8, 7, 6, 4, 3, 2]);
    expect(JSON.parse(storage.getItem('test:viewed') ?? '')).toEqual([5, 9, 8, 7, 6, 4, 3, 2]);
  });

  it('reads both lists back on start', () => {
    const { stores } = createTestStores({
      storage: { 'test:favorites': '[3,4]', 'test:viewed': '[7,1]' },
    });
    expect([stores.user.favorites, stores.user.viewed]).toEqual([
      [3, 4],
      [7, 1],
    ]);
  });

  it('starts with empty lists from malformed storage', () => {
    const { stores } = createTestStores({
      storage: { 'test:favorites': '{"a":1}', 'test:viewed': 'nope' },
    });
    expect([stores.user.favorites, stores.user.viewed]).toEqual([[], []]);
  });
});
