/**
 * Sign-in by phone (spec §2, §4, §8): phone → code → (new customers) profile. Holds what the three modals
 * show — which request is in flight and the errors under each field — and sends the data layer's
 * login / sign_up events. The shopper's own state lives in UserStore.
 */
import type { PhoneProblem } from '@nori/core/phone';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Api } from '../api';
import { isApiError, type FieldErrors } from '../api/errors';
import { phoneDigits } from '../api/auth';
import type { Profile } from '../api/types';
import type { Analytics } from '../services/analytics';
import { trackAuth } from '../services/authEvents';
import type { CookieJar } from '../services/cookies';
import { readReferral } from './referral';
import type { UiStore } from './UiStore';
import type { UserStore } from './UserStore';
import { loadPhoneRule } from '../services/phoneRule';

export type AuthStep = 'phone' | 'code' | 'profile';

/** What the phone field says about a phone refused here or by the server (the spec's id and issue 12's). */
export type PhoneMessageId = 'auth.phone.invalid' | 'auth.phone.notMobile' | 'auth.phone.country';

/** Message ids the modals translate. */
export type AuthMessageId = PhoneMessageId | 'auth.code.notFound';

const PHONE_MESSAGES: Record<PhoneProblem, PhoneMessageId> = {
  invalid: 'auth.phone.invalid',
  notMobile: 'auth.phone.notMobile',
  countryNotAllowed: 'auth.phone.country',
};

/**
 * The phone rule the API applies (issue 12), with its numbering plans: ~34 kB gzip, so it is fetched when
 * the phone step first needs it rather than with every page (`preparePhoneCheck` asks for it early).
 */

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
  /**
   * The calling codes the API sends codes to (`phone_country_codes` of GET /api/order-rules). Without them
   * the phone is checked for form and type only, and the API decides the country.
   */
  phoneCountryCodes?: () => readonly string[] | null;
  /** Waits before the second and third try to read the profile after a valid code. @default [400, 1200] */
  profileRetryDelaysMs?: readonly number[];
}

const PROFILE_RETRY_DELAYS_MS = [400, 1200];
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
  /** Why the phone was refused: by the rule before sending, or `auth.phone.invalid` for any failure (spec §8). */
  phoneError: PhoneMessageId | null = null;
  /** The server's own messages about the phone, from a 422 on the code check: shown under the phone field. */
  phoneFieldErrors: string[] = [];
  codeError: AuthMessageId | null = null;
  /** Server messages of a 422 on the code check, by field (`code`, and any other but the phone). */
  codeFieldErrors: FieldErrors = {};
  /**
   * The code was right (the shopper holds a token) but the profile could not be read, even after retries:
   * whether this is a new or a returning customer is not known yet, so the code modal stays open with a
   * message and a button to try again (`retryProfile`).
   */
  profileUnavailable = false;
  /** The phone of the sign-in waiting for its profile. */
  private signingInPhone: string | null = null;
  /** Server messages of a 422 on the profile update, by field (`name`, `surname`, `birthday`). */
  profileErrors: FieldErrors = {};
  /** Where to go once signed in, when a guarded page sent the shopper to sign in. */
  redirectAfterSignIn: string | null = null;

  constructor(private readonly deps: AuthStoreDeps) {
    makeAutoObservable<this, 'deps' | 'signingInPhone'>(
      this,
      { deps: false, signingInPhone: false },
      { autoBind: true },
    );
  }

  /** The calling codes a phone may have, as the API gave them (none when not known). */
  get phoneCountryCodes(): readonly string[] {
    return this.deps.phoneCountryCodes?.() ?? [];
  }

  /** Fetches the phone rule ahead of the first Continue (the phone modal calls it when it mounts). */
  preparePhoneCheck(): void {
    // A failure here is met again, and handled, when the phone is checked.
    loadPhoneRule().catch(() => undefined);
  }

  /** Opens the phone modal, clearing what an earlier attempt left. */
  start(redirectTo?: string): void {
    this.phoneError = null;
    this.phoneFieldErrors = [];
    this.codeError = null;
    this.codeFieldErrors = {};
    this.profileUnavailable = false;
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

  /**
   * Step 1: send the code. A phone the API's rule refuses (not a number, a landline, another country) is
   * not sent: the field says why (issue 12). Any failure of the request shows `auth.phone.invalid` (spec
   * §8), and so does an answer that does not say `success: true` (spec §7), whatever the backend.
   */
  async requestCode(phone: string): Promise<boolean> {
    const digits = phoneDigits(phone);
    this.pending = 'phone';
    this.phoneError = null;
    this.phoneFieldErrors = [];
    try {
      const problem = await this.phoneProblemOf(digits);
      if (problem) {
        runInAction(() => {
          this.phoneError = PHONE_MESSAGES[problem];
        });
        return false;
      }
      const answer = await this.deps.api.auth.viaPhoneNumber(digits);
      if (answer?.success !== true) throw new Error('The phone call did not answer success: true');
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

  /** The rule's verdict on a phone; null also when the rule cannot be loaded (offline): the API decides. */
  private async phoneProblemOf(digits: string): Promise<PhoneProblem | null> {
    try {
      const phoneProblem = await loadPhoneRule();
      return phoneProblem(digits, this.deps.phoneCountryCodes?.() ?? null);
    } catch {
      return null;
    }
  }

  /**
   * Step 2: exchange the code for a token, fetch the profile, and send login or sign_up. Whether the
   * shopper is new is decided on the profile actually received (spec §4): when it cannot be read, the
   * modal stays with `profileUnavailable` instead of guessing. True once signed in and decided.
   */
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
      this.signingInPhone = phone;
      const profile = await user.loadProfile();
      // The favourites of this browser and of the account become one list (in the background).
      void user.mergeFavorites();
      return await this.finishWithProfile(profile);
    } catch (error) {
      runInAction(() => {
        if (isApiError(error) && error.status === 404) this.codeError = 'auth.code.notFound';
        if (isApiError(error) && error.status === 422) this.showCodeCheckErrors(error.errors ?? {});
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

  /** After `profileUnavailable`: reads the profile again and finishes the sign-in when it arrives. */
  async retryProfile(): Promise<boolean> {
    if (!this.deps.user.isLoggedIn || this.signingInPhone === null) return false;
    this.pending = 'code';
    try {
      return await this.finishWithProfile(await this.deps.user.loadProfile());
    } finally {
      runInAction(() => {
        this.pending = null;
      });
    }
  }

  /** Given the profile read once, reads it twice more if need be, then decides login or sign-up on it. */
  private async finishWithProfile(first: Profile | null): Promise<boolean> {
    const { user } = this.deps;
    const delays = this.deps.profileRetryDelaysMs ?? PROFILE_RETRY_DELAYS_MS;
    let profile = first;
    for (const delay of delays) {
      if (profile || !user.isLoggedIn) break;
      await sleep(delay);
      profile = await user.loadProfile();
    }
    if (!profile) {
      runInAction(() => {
        this.profileUnavailable = user.isLoggedIn;
      });
      return false;
    }
    runInAction(() => this.finishSignIn(this.signingInPhone ?? ''));
    return true;
  }

  /**
   * A 422 of the code check, each message under its own field (spec §8): the phone's go back to the phone
   * step, under the phone field (the code was sent for a phone the server refuses); the rest stay here.
   */
  private showCodeCheckErrors(errors: FieldErrors): void {
    const { phone = [], ...rest } = errors;
    this.codeFieldErrors = rest;
    if (phone.length === 0) return;
    this.phoneFieldErrors = phone;
    this.deps.ui.close('authCode');
    this.deps.ui.open('authPhone');
  }

  /** Spec §4: a profile with a name is a returning customer (login); without one, a new one (sign_up). */
  private finishSignIn(phone: string): void {
    const { ui, analytics, user } = this.deps;
    this.profileUnavailable = false;
    this.signingInPhone = null;
    ui.close('authCode');
    ui.close('authPhone');
    if (user.hasName) {
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
