import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { createTestStores, testProfile, type TestStoresOptions } from '../testing/createTestStores';
import { AuthStore, toIsoDate, type AuthStoreDeps } from './AuthStore';

const landing = {
  pageUrl: 'https://shop.test/ru',
  utm: { utm_source: 'google' },
};

function setup(options: TestStoresOptions = {}) {
  const t = createTestStores({ analytics: landing, ...options });
  return { ...t, auth: t.stores.authWith(AuthStore), user: t.stores.user, ui: t.stores.ui };
}

/** A promise the test settles by hand, to look at the store while a request is in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('step 1: phone', () => {
  it('sends the digits, keeps the phone, and moves from the phone modal to the code modal', async () => {
    const { auth, user, ui, calls } = setup();
    auth.start();
    expect(ui.isOpen('authPhone')).toBe(true);
    expect(await auth.requestCode('+373 69 123 456')).toBe(true);
    expect(calls[0]).toMatchObject({
      method: 'viaPhoneNumber',
      args: ['37369123456'],
    });
    expect(user.authPhone).toBe('37369123456');
    expect([ui.isOpen('authPhone'), ui.isOpen('authCode')]).toEqual([false, true]);
  });

  it('is loading while the request runs', async () => {
    const answer = deferred<{ success: boolean }>();
    const { auth } = setup({
      api: { auth: { viaPhoneNumber: () => answer.promise } },
    });
    const done = auth.requestCode('37369123456');
    expect(auth.pending).toBe('phone');
    answer.resolve({ success: true });
    await done;
    expect(auth.pending).toBeNull();
  });

  it.each([new ApiError(422, 'bad', { phone: ['x'] }), new ApiError(429, 'slow down'), new ApiError(0, 'offline')])(
    'shows auth.phone.invalid for any failure (%s) and stays on the phone modal',
    async (error) => {
      const { auth, user, ui } = setup({
        api: { auth: { viaPhoneNumber: () => Promise.reject(error) } },
      });
      ui.open('authPhone');
      expect(await auth.requestCode('37369123456')).toBe(false);
      expect(auth.phoneError).toBe('auth.phone.invalid');
      expect(user.authPhone).toBeNull();
      expect([ui.isOpen('authPhone'), ui.isOpen('authCode'), auth.pending]).toEqual([true, false, null]);
    },
  );
});

describe('step 1: the phone rule (issue 12)', () => {
  /** The sign-in store of fresh test stores, given the calling codes the API allows. */
  function withCodes(codes: AuthStoreDeps['phoneCountryCodes']) {
    const t = setup();
    const { api, user, ui, analytics, cookies } = t.stores;
    return { ...t, auth: new AuthStore({ api, user, ui, analytics, cookies, phoneCountryCodes: codes }) };
  }

  it.each([
    ['+373 22 123 456', 'auth.phone.notMobile', 'a Chișinău landline'],
    ['+373 69 123 45', 'auth.phone.invalid', 'a digit short'],
    ['+373 0 69 123 456', 'auth.phone.invalid', 'a trunk 0 after the calling code'],
    ['', 'auth.phone.invalid', 'nothing typed'],
  ])('does not send %j and says %s (%s)', async (typed, message) => {
    const { auth, user, ui, calls } = setup();
    auth.start();
    expect(await auth.requestCode(typed)).toBe(false);
    expect(calls).toEqual([]);
    expect(auth.phoneError).toBe(message);
    expect(user.authPhone).toBeNull();
    expect([ui.isOpen('authPhone'), ui.isOpen('authCode'), auth.pending]).toEqual([true, false, null]);
  });

  it('sends Moldovan mobile numbers of every range', async () => {
    for (const phone of ['37360123456', '37368123456', '37379123456', '37378123456']) {
      const { auth, calls } = setup();
      expect(await auth.requestCode(phone), phone).toBe(true);
      expect(calls[0]).toMatchObject({ method: 'viaPhoneNumber', args: [phone] });
    }
  });

  it('refuses another country’s mobile when the API allows only +373, and names the codes', async () => {
    const { auth, calls } = withCodes(() => ['373']);
    expect(await auth.requestCode('+40 721 234 567')).toBe(false);
    expect(calls).toEqual([]);
    expect(auth.phoneError).toBe('auth.phone.country');
    expect(auth.phoneCountryCodes).toEqual(['373']);
    expect(await auth.requestCode('+373 69 123 456')).toBe(true);
  });

  it('sends it when the API allows that country too', async () => {
    const { auth, calls } = withCodes(() => ['373', '40']);
    expect(await auth.requestCode('+40 721 234 567')).toBe(true);
    expect(calls[0]).toMatchObject({ method: 'viaPhoneNumber', args: ['40721234567'] });
  });

  it('leaves the country to the API when the allowed codes are not known', async () => {
    const { auth, calls } = withCodes(() => null);
    expect(await auth.requestCode('+40 721 234 567')).toBe(true);
    expect(calls).toHaveLength(1);
    expect(auth.phoneCountryCodes).toEqual([]);
  });

  it('clears the message on the next attempt', async () => {
    const { auth } = setup();
    await auth.requestCode('37322123456');
    expect(auth.phoneError).toBe('auth.phone.notMobile');
    expect(await auth.requestCode('37369123456')).toBe(true);
    expect(auth.phoneError).toBeNull();
  });
});

describe('step 1: the success flag (spec §7)', () => {
  it.each([{ success: false }, {}, undefined, { success: 'yes' }])(
    'an answer of %j without success: true shows auth.phone.invalid and stays on the phone modal',
    async (answer) => {
      const { auth, user, ui } = setup({
        api: { auth: { viaPhoneNumber: async () => answer as { success: boolean } } },
      });
      ui.open('authPhone');
      expect(await auth.requestCode('37369123456')).toBe(false);
      expect(auth.phoneError).toBe('auth.phone.invalid');
      expect(user.authPhone).toBeNull();
      expect([ui.isOpen('authPhone'), ui.isOpen('authCode')]).toEqual([true, false]);
    },
  );
});

describe('step 2: code', () => {
  async function atCodeStep(options: TestStoresOptions = {}) {
    const t = setup(options);
    await t.auth.requestCode('37369123456');
    t.calls.length = 0;
    return t;
  }

  it('a returning customer: token stored, profile fetched, modal closed, login success', async () => {
    const { auth, user, ui, cookies, analytics, calls } = await atCodeStep();
    expect(await auth.checkCode('1234')).toBe(true);
    // Then the account's favourites are fetched to merge with the browser's.
    expect(calls.map((c) => c.method)).toEqual(['smsCodeCheck', 'getProfile', 'getFavorites']);
    expect(calls[0]?.args).toEqual(['37369123456', '1234']);
    expect(user.token).toBe('test-token');
    expect(cookies.get('token')).toBe('test-token');
    expect(user.profile).toEqual(testProfile);
    expect(ui.anyOpen).toBe(false);
    expect(analytics.events).toEqual([
      {
        event: 'login',
        phone: '+37369123456',
        status: 'success',
        page_url: landing.pageUrl,
        utm_source: 'google',
      },
    ]);
  });

  it('a new customer: sign_up success and the profile modal opens', async () => {
    const { auth, ui, analytics } = await atCodeStep({
      api: {
        auth: {
          getProfile: async () => ({
            ...testProfile,
            name: null,
            surname: null,
          }),
        },
      },
    });
    await auth.checkCode('1234');
    expect(ui.openOverlays).toEqual(['authProfile']);
    expect(analytics.events).toEqual([expect.objectContaining({ event: 'sign_up', status: 'success' })]);
  });

  describe('a profile that cannot be read after a valid code (spec §4: decided on the profile received)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('is read again twice, and a profile that arrives then decides as usual', async () => {
      vi.useFakeTimers();
      let tries = 0;
      const { auth, ui, analytics } = await atCodeStep({
        api: {
          auth: {
            getProfile: async () => {
              tries++;
              if (tries < 3) throw new ApiError(0, 'offline');
              return { ...testProfile, name: null, surname: null };
            },
          },
        },
      });
      const done = auth.checkCode('1234');
      await vi.runAllTimersAsync();
      expect(await done).toBe(true);
      expect(tries).toBe(3);
      expect(auth.profileUnavailable).toBe(false);
      expect(ui.openOverlays).toEqual(['authProfile']);
      expect(analytics.events).toEqual([expect.objectContaining({ event: 'sign_up', status: 'success' })]);
    });

    it('keeps the code modal with a message, counts no login or sign-up, and a retry finishes the sign-in', async () => {
      vi.useFakeTimers();
      let reachable = false;
      const { auth, user, ui, analytics } = await atCodeStep({
        api: {
          auth: {
            getProfile: async () => {
              if (!reachable) throw new ApiError(503, 'Service unavailable');
              return { ...testProfile, name: null, surname: null };
            },
          },
        },
      });
      ui.open('authCode');
      const done = auth.checkCode('1234');
      await vi.runAllTimersAsync();
      expect(await done).toBe(false);
      expect(user.isLoggedIn).toBe(true);
      expect(auth.profileUnavailable).toBe(true);
      expect(ui.openOverlays).toEqual(['authCode']);
      expect(analytics.events).toEqual([]);

      reachable = true;
      expect(await auth.retryProfile()).toBe(true);
      expect(auth.profileUnavailable).toBe(false);
      // No name: a new customer, asked for the profile, not silently counted as returning.
      expect(ui.openOverlays).toEqual(['authProfile']);
      expect(analytics.events).toEqual([expect.objectContaining({ event: 'sign_up', status: 'success' })]);
    });
  });

  it('is loading while the request runs', async () => {
    const answer = deferred<string | null>();
    const { auth } = await atCodeStep({
      api: { auth: { smsCodeCheck: () => answer.promise } },
    });
    const done = auth.checkCode('1234');
    expect(auth.pending).toBe('code');
    answer.resolve('tok');
    await done;
    expect(auth.pending).toBeNull();
  });

  it('404 shows auth.code.notFound and sends a failed login with the server message', async () => {
    const { auth, user, ui, analytics } = await atCodeStep({
      api: {
        auth: {
          smsCodeCheck: () => Promise.reject(new ApiError(404, 'Codul nu este corect')),
        },
      },
    });
    expect(await auth.checkCode('0000')).toBe(false);
    expect(auth.codeError).toBe('auth.code.notFound');
    expect(user.isLoggedIn).toBe(false);
    expect(ui.isOpen('authCode')).toBe(true);
    expect(analytics.events).toEqual([
      {
        event: 'login',
        phone: '+37369123456',
        status: 'failed',
        page_url: landing.pageUrl,
        error_message: 'Codul nu este corect',
        utm_source: 'google',
      },
    ]);
  });

  it('422 with messages on the phone goes back to the phone step with them under the phone field', async () => {
    const errors = { phone: ['Only Moldovan numbers (+373).', 'Check the number.'], code: ['The code has 4 digits'] };
    const { auth, ui } = await atCodeStep({
      api: { auth: { smsCodeCheck: () => Promise.reject(new ApiError(422, 'Invalid data', errors)) } },
    });
    ui.open('authCode');
    await auth.checkCode('12');
    expect(auth.phoneFieldErrors).toEqual(errors.phone);
    expect(auth.codeFieldErrors).toEqual({ code: errors.code });
    expect(ui.openOverlays).toEqual(['authPhone']);
    // A new request for a code starts clean.
    await auth.requestCode('37369123456');
    expect(auth.phoneFieldErrors).toEqual([]);
  });

  it('422 shows each message under its field', async () => {
    const errors = { code: ['The code has 4 digits'] };
    const { auth, analytics } = await atCodeStep({
      api: {
        auth: {
          smsCodeCheck: () => Promise.reject(new ApiError(422, 'Invalid data', errors)),
        },
      },
    });
    await auth.checkCode('12');
    expect([auth.codeError, auth.codeFieldErrors]).toEqual([null, errors]);
    expect(analytics.events[0]).toMatchObject({
      status: 'failed',
      error_message: 'Invalid data',
    });
  });

  it('other failures show nothing but still send the failed login', async () => {
    const { auth, analytics } = await atCodeStep({
      api: {
        auth: {
          smsCodeCheck: () => Promise.reject(new ApiError(500, 'Server error')),
        },
      },
    });
    await auth.checkCode('1234');
    expect([auth.codeError, auth.codeFieldErrors]).toEqual([null, {}]);
    expect(analytics.events[0]).toMatchObject({
      event: 'login',
      status: 'failed',
      error_message: 'Server error',
    });
  });

  it('an answer without a token is a failure', async () => {
    const { auth, user, analytics } = await atCodeStep({
      api: { auth: { smsCodeCheck: async () => null } },
    });
    expect(await auth.checkCode('1234')).toBe(false);
    expect(user.isLoggedIn).toBe(false);
    expect(analytics.events[0]).toMatchObject({ status: 'failed' });
  });

  it('a new attempt clears the previous error', async () => {
    let fail = true;
    const { auth } = await atCodeStep({
      api: {
        auth: {
          smsCodeCheck: async () => (fail ? Promise.reject(new ApiError(404, 'no')) : 'tok'),
        },
      },
    });
    await auth.checkCode('0000');
    fail = false;
    await auth.checkCode('1234');
    expect(auth.codeError).toBeNull();
  });
});

describe('step 3: profile', () => {
  it('sends YYYY-MM-DD and the referral code, replaces the profile and closes the modal', async () => {
    const { auth, user, ui, calls } = setup({
      cookies: { token: 't', referral: 'FRIEND42' },
    });
    ui.open('authProfile');
    expect(
      await auth.updateProfile({
        name: ' Ion ',
        surname: 'Popescu',
        birthday: new Date(1990, 4, 7),
      }),
    ).toBe(true);
    expect(calls[0]?.args).toEqual([
      {
        name: 'Ion',
        surname: 'Popescu',
        birthday: '1990-05-07',
        referrer_id: 'FRIEND42',
      },
    ]);
    expect(user.profile).toMatchObject({ name: 'Ion', surname: 'Popescu' });
    expect(ui.isOpen('authProfile')).toBe(false);
  });

  it('sends null birthday and null referrer when there are none', async () => {
    const { auth, calls } = setup({ cookies: { token: 't' } });
    await auth.updateProfile({
      name: 'Ion',
      surname: 'Popescu',
      birthday: null,
    });
    expect(calls[0]?.args[0]).toMatchObject({
      birthday: null,
      referrer_id: null,
    });
  });

  it('422 puts the messages under name, surname and birthday, and keeps the modal open', async () => {
    const errors = { name: ['Too short'], birthday: ['You must be 18'] };
    const { auth, ui, user } = setup({
      cookies: { token: 't' },
      api: {
        auth: {
          updateProfile: () => Promise.reject(new ApiError(422, 'Invalid', errors)),
        },
      },
    });
    ui.open('authProfile');
    expect(
      await auth.updateProfile({
        name: 'I',
        surname: 'P',
        birthday: '2015-01-01',
      }),
    ).toBe(false);
    expect(auth.profileErrors).toEqual(errors);
    expect(ui.isOpen('authProfile')).toBe(true);
    expect(user.profile).toBeNull();
    expect(auth.pending).toBeNull();
  });

  it('other failures are ignored silently', async () => {
    const { auth, ui } = setup({
      cookies: { token: 't' },
      api: {
        auth: {
          updateProfile: () => Promise.reject(new ApiError(500, 'boom')),
        },
      },
    });
    ui.open('authProfile');
    expect(await auth.updateProfile({ name: 'Ion', surname: 'P', birthday: null })).toBe(false);
    expect([auth.profileErrors, ui.isOpen('authProfile')]).toEqual([{}, true]);
  });
});

describe('redirect after sign-in', () => {
  it('is kept once, and only for paths on this site', () => {
    const { auth, ui } = setup();
    auth.start('/ru/account/orders');
    expect(ui.isOpen('authPhone')).toBe(true);
    expect(auth.takeRedirectAfterSignIn()).toBe('/ru/account/orders');
    expect(auth.takeRedirectAfterSignIn()).toBeNull();
    for (const path of ['//evil.test/x', 'https://evil.test', '/\\evil.test', 'account']) {
      auth.setRedirectAfterSignIn(path);
      expect(auth.redirectAfterSignIn).toBeNull();
    }
  });
});

describe('toIsoDate', () => {
  it('formats the local calendar day, passes strings, keeps null', () => {
    expect(toIsoDate(new Date(2001, 0, 9, 23, 59))).toBe('2001-01-09');
    expect(toIsoDate('1999-12-31')).toBe('1999-12-31');
    expect(toIsoDate(null)).toBeNull();
    expect(toIsoDate('')).toBeNull();
    expect(toIsoDate(new Date(Number.NaN))).toBeNull();
  });
});
