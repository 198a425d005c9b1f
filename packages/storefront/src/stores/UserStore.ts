/**
 * The shopper (spec §3, §4, §6): the phone being signed in, the token (cookie `token`, read by the server
 * too), the profile, favourites and recently viewed products. Signed in means a token is present.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Api } from '../api';
import { isApiError } from '../api/errors';
import type { Profile } from '../api/types';
import type { CookieJar } from '../services/cookies';
import { readJson, writeJson, type KeyValueStorage } from '../services/storage';
import { mergeIdLists, parseIdList, pushViewed, sameIds, toggleId, VIEWED_CAPACITY } from './idLists';

export const TOKEN_COOKIE = 'token';
/** Spec §9: path /, one year; SameSite Lax; Secure when served over https. */
export const TOKEN_COOKIE_MAX_AGE = 31_536_000;

export interface UserStoreDeps {
  api: Api;
  cookies: CookieJar;
  storage: KeyValueStorage;
  storagePrefix: string;
}

/**
 * What the server render hands the browser. The token is not in it: the browser reads its own cookie,
 * so the token never lands in the HTML.
 */
export interface UserSnapshot {
  authPhone: string | null;
  profile: Profile | null;
}

export class UserStore {
  /** Digits of the phone the code was sent to. */
  authPhone: string | null = null;
  token: string | null;
  profile: Profile | null = null;
  favorites: number[] = [];
  viewed: number[] = [];
  /** The browser's lists were read back from storage (after hydration); never on the server. */
  restored = false;
  /** Bumped by every local change of the favourites, so a late server answer cannot undo one. */
  private favoritesVersion = 0;
  /** The favourites upload in flight, and whether the list changed since it was sent. */
  private favoritesUpload: Promise<void> | null = null;
  private favoritesDirty = false;

  constructor(private readonly deps: UserStoreDeps) {
    this.token = deps.cookies.get(TOKEN_COOKIE) || null;
    makeAutoObservable<this, 'deps' | 'favoritesUpload' | 'favoritesDirty'>(
      this,
      { deps: false, favoritesUpload: false, favoritesDirty: false },
      { autoBind: true },
    );
  }

  get isLoggedIn(): boolean {
    return Boolean(this.token);
  }

  /** Spec §6: a profile with a name marks a returning customer. */
  get hasName(): boolean {
    return Boolean(this.profile?.name?.trim());
  }

  get favoritesCount(): number {
    return this.favorites.length;
  }

  isFavorite(id: number): boolean {
    return this.favorites.includes(id);
  }

  setAuthPhone(phone: string | null): void {
    this.authPhone = phone;
  }

  /** Stores the token in memory and in the `token` cookie. */
  setToken(token: string): void {
    this.token = token;
    this.deps.cookies.set(TOKEN_COOKIE, token, {
      path: '/',
      maxAge: TOKEN_COOKIE_MAX_AGE,
      sameSite: 'lax',
      secure: this.deps.cookies.secure,
    });
  }

  setProfile(profile: Profile | null): void {
    this.profile = profile;
  }

  /** Spec §4: clears phone, profile and token (also what any 401 does). Local only, never calls the API. */
  logout(): void {
    this.authPhone = null;
    this.profile = null;
    this.token = null;
    this.deps.cookies.remove(TOKEN_COOKIE, { path: '/' });
  }

  /** The account's "sign out": revokes the token on the server (best effort), then logs out here. */
  async signOut(): Promise<void> {
    if (this.token) await this.deps.api.auth.logout().catch(() => undefined);
    this.logout();
  }

  /** Fetches the profile when signed in (spec §6); null when signed out or on failure (a 401 also logs out). */
  async loadProfile(): Promise<Profile | null> {
    if (!this.token) return null;
    try {
      const profile = await this.deps.api.auth.getProfile();
      runInAction(() => {
        if (this.token) this.profile = profile;
      });
      return this.profile;
    } catch {
      return null;
    }
  }

  /** Spec §4 toggle; a signed-in shopper's list is saved on the server too. */
  toggleFavorite(id: number): void {
    this.ensureRestored();
    this.setFavorites(toggleId(this.favorites, id));
    if (this.token) void this.uploadFavorites();
  }

  /**
   * After sign-in: the server's favourites and this browser's become one list, their union, kept in both
   * places. A failure leaves the browser's list as it was; the next toggle uploads it.
   */
  async mergeFavorites(): Promise<void> {
    this.ensureRestored();
    if (!this.token) return;
    try {
      const server = parseIdList(await this.deps.api.account.getFavorites());
      const merged = mergeIdLists(server, this.favorites);
      runInAction(() => this.setFavorites(merged));
      if (!sameIds(merged, server)) await this.uploadFavorites();
    } catch {
      // Offline or refused: the browser keeps its list.
    }
  }

  /**
   * A signed-in visit (browser start): the server's list is the shopper's list, since another device may
   * have changed it. A toggle made while the answer was on its way wins over it.
   */
  async pullFavorites(): Promise<void> {
    if (!this.token) return;
    const version = this.favoritesVersion;
    try {
      const server = parseIdList(await this.deps.api.account.getFavorites());
      runInAction(() => {
        if (this.token && version === this.favoritesVersion && !this.favoritesUpload) this.setFavorites(server);
      });
    } catch {
      // Keep the browser's list.
    }
  }

  /**
   * Sends the current list (PUT replaces it). One request at a time: toggles made meanwhile are sent
   * once it returns, so the server ends with the last list. Ids the catalog no longer has (422
   * `ids.N`) are dropped here too, then the rest is sent again.
   */
  private uploadFavorites(): Promise<void> {
    this.favoritesDirty = true;
    this.favoritesUpload ??= this.flushFavorites().finally(() => {
      this.favoritesUpload = null;
    });
    return this.favoritesUpload;
  }

  private async flushFavorites(): Promise<void> {
    while (this.favoritesDirty && this.token) {
      this.favoritesDirty = false;
      const ids = [...this.favorites];
      try {
        await this.deps.api.account.putFavorites(ids);
      } catch (error) {
        const unknown = isApiError(error) && error.status === 422 ? unknownIds(ids, error.errors) : [];
        if (unknown.length === 0) return;
        runInAction(() => this.setFavorites(this.favorites.filter((id) => !unknown.includes(id))));
        this.favoritesDirty = true;
      }
    }
  }

  private setFavorites(ids: number[]): void {
    this.favoritesVersion += 1;
    this.favorites = ids;
    writeJson(this.deps.storage, this.key('favorites'), ids);
  }

  /** A product page was viewed: to the front of the list, at most 8 kept. */
  addViewed(id: number): void {
    this.ensureRestored();
    this.viewed = pushViewed(this.viewed, id);
    writeJson(this.deps.storage, this.key('viewed'), this.viewed);
  }

  /** An edit before the after-hydration restore reads storage first, so it cannot overwrite the lists. */
  private ensureRestored(): void {
    if (!this.restored) this.restore();
  }

  /** Reads favourites and viewed back from storage (browser start); malformed lists come back empty. */
  restore(): void {
    this.favorites = parseIdList(readJson(this.deps.storage, this.key('favorites')));
    this.viewed = parseIdList(readJson(this.deps.storage, this.key('viewed')), VIEWED_CAPACITY);
    this.restored = true;
  }

  toSnapshot(): UserSnapshot {
    return { authPhone: this.authPhone, profile: this.profile };
  }

  /** Takes the server's profile; ignored when this side has no token (the cookie was cleared meanwhile). */
  hydrate(snapshot: Partial<UserSnapshot> | null | undefined): void {
    if (!snapshot) return;
    if (snapshot.authPhone !== undefined) this.authPhone = snapshot.authPhone;
    if (snapshot.profile !== undefined) this.profile = this.token ? snapshot.profile : null;
  }

  private key(list: 'favorites' | 'viewed'): string {
    return `${this.deps.storagePrefix}${list}`;
  }
}

/** The ids a 422 on `PUT /api/favorites` names (`ids.3` → the fourth id sent). */
function unknownIds(sent: readonly number[], errors: Record<string, string[]> = {}): number[] {
  return Object.keys(errors)
    .map((key) => /^ids\.(\d+)$/.exec(key)?.[1])
    .map((index) => (index === undefined ? undefined : sent[Number(index)]))
    .filter((id): id is number => id !== undefined);
}
