/**
 * Sign-in by phone (spec §2, §4, §8): phone → code → (new customers) profile. Holds what the three modals
 * show — which request is in flight and the errors under each field — and sends the data layer's
 * login / sign_up events. The shopper's own state lives in UserStore.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError, type Api, type FieldErrors } from '../api';
import { phoneDigits } from '../api/auth';
import type { Profile } from '../api/types';
import { trackAuth, type Analytics } from '../services/analytics';
import type { CookieJar } from '../services/cookies';
import { readReferral } from './referral';
import type { UiStore } from './UiStore';
import type { UserStore } from './UserStore';

export type AuthStep = 'phone' | 'code' | 'profile';

/** Message ids the modals translate (the spec's own). */
export type AuthMessageId = 'auth.phone.invalid' | 'auth.code.notFound';

export interface ProfileFields {
  name: string;
  surname: string;
  /** A date (the DatePicker's local day), `YYYY-MM-DD`, or null. */
  birthday: Date | string | null;
}

export interface AuthStoreDeps {
  api: Api;
  user: UserStore;
  ui: UiStore;
  analytics: Analytics;
  cookies: CookieJar;
}

/** `YYYY-MM-DD` of a local calendar day; strings pass through; null stays null. */
export function toIsoDate(value: Date | string | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value.trim() || null;
  if (Number.isNaN(value.getTime())) return null;
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(value.getFullYear(), 4)}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
}

/** Only a path on this site: never `//host` or `https://…`, so it cannot send the shopper elsewhere. */
const isLocalPath = (path: string) => /^\/(?![/\\])/.test(path);

export class AuthStore {
  /** The request in flight: the Continue button of that step shows its loading state. */
  pending: AuthStep | null = null;
  phoneError: AuthMessageId | null = null;
  codeError: AuthMessageId | null = null;
  /** Server messages of a 422 on the code check, by field (`code`, `phone`). */
  codeFieldErrors: FieldErrors = {};
  /** Server messages of a 422 on the profile update, by field (`name`, `surname`, `birthday`). */
  profileErrors: FieldErrors = {};
  /** Where to go once signed in, when a guarded page sent the shopper to sign in. */
  redirectAfterSignIn: string | null = null;

  constructor(private readonly deps: AuthStoreDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** Opens the phone modal, clearing what an earlier attempt left. */
  start(redirectTo?: string): void {
    this.phoneError = null;
    this.codeError = null;
    this.codeFieldErrors = {};
    if (redirectTo !== undefined) this.setRedirectAfterSignIn(redirectTo);
    this.deps.ui.open('authPhone');
  }

  setRedirectAfterSignIn(path: string | null): void {
    this.redirectAfterSignIn = path !== null && isLocalPath(path) ? path : null;
  }

  /** The path to go to after sign-in, once (it is cleared). */
  takeRedirectAfterSignIn(): string | null {
    const path = this.redirectAfterSignIn;
    this.redirectAfterSignIn = null;
    return path;
  }

  /** Step 1: send the code. Any failure shows `auth.phone.invalid` (spec §8). */
  async requestCode(phone: string): Promise<boolean> {
    const digits = phoneDigits(phone);
    this.pending = 'phone';
    this.phoneError = null;
    try {
      await this.deps.api.auth.viaPhoneNumber(digits);
      runInAction(() => {
        this.deps.user.setAuthPhone(digits);
        this.codeError = null;
        this.codeFieldErrors = {};
        this.deps.ui.close('authPhone');
        this.deps.ui.open('authCode');
      });
      return true;
    } catch {
      runInAction(() => {
        this.phoneError = 'auth.phone.invalid';
      });
      return false;
    } finally {
      runInAction(() => {
        this.pending = null;
      });
    }
  }

  /** Step 2: exchange the code for a token, fetch the profile, and send login or sign_up. */
  async checkCode(code: string): Promise<boolean> {
    const { api, user, analytics } = this.deps;
    const phone = user.authPhone ?? '';
    this.pending = 'code';
    this.codeError = null;
    this.codeFieldErrors = {};
    try {
      const token = await api.auth.smsCodeCheck(phone, code.trim());
      if (!token) throw new Error('The code check answered without a token');
      user.setToken(token);
      const profile = await user.loadProfile();
      // The favourites of this browser and of the account become one list (in the background).
      void user.mergeFavorites();
      runInAction(() => this.finishSignIn(phone, profile));
      return true;
    } catch (error) {
      runInAction(() => {
        if (isApiError(error) && error.status === 404) this.codeError = 'auth.code.notFound';
        if (isApiError(error) && error.status === 422) this.codeFieldErrors = error.errors ?? {};
      });
      const message = error instanceof Error ? error.message : String(error);
      trackAuth(analytics, 'login', {
        phone,
        status: 'failed',
        errorMessage: message,
      });
      return false;
    } finally {
      runInAction(() => {
        this.pending = null;
      });
    }
  }

  private finishSignIn(phone: string, profile: Profile | null): void {
    const { ui, analytics, user } = this.deps;
    ui.close('authCode');
    ui.close('authPhone');
    // A profile that could not be fetched is treated as a returning customer: the token is valid, and
    // asking an existing customer to fill in the profile again would be wrong more often than not.
    if (user.hasName || profile === null) {
      trackAuth(analytics, 'login', { phone, status: 'success' });
    } else {
      trackAuth(analytics, 'sign_up', { phone, status: 'success' });
      this.profileErrors = {};
      ui.open('authProfile');
    }
  }

  /**
   * Step 3 (and the account's profile form): sends name, surname, birthday as YYYY-MM-DD or null, and the
   * referral code as `referrer_id`. 422 shows messages under the fields; other failures are ignored.
   */
  async updateProfile(fields: ProfileFields): Promise<boolean> {
    const { api, user, ui, cookies } = this.deps;
    this.pending = 'profile';
    this.profileErrors = {};
    try {
      const profile = await api.auth.updateProfile({
        name: fields.name.trim(),
        surname: fields.surname.trim(),
        birthday: toIsoDate(fields.birthday),
        referrer_id: readReferral(cookies),
      });
      runInAction(() => {
        user.setProfile(profile);
        ui.close('authProfile');
      });
      return true;
    } catch (error) {
      runInAction(() => {
        if (isApiError(error) && error.status === 422) this.profileErrors = error.errors ?? {};
      });
      return false;
    } finally {
      runInAction(() => {
        this.pending = null;
      });
    }
  }
}
