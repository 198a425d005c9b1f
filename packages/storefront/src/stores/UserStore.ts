/**
 * The shopper (spec §3, §4, §6): the phone being signed in, the token (cookie `token`, read by the server
 * too), the profile, favourites and recently viewed products. Signed in means a token is present.
 */
import { makeAutoObservable, runInAction } from "mobx";
import type { Api } from "../api";
import type { Profile } from "../api/types";
import type { CookieJar } from "../services/cookies";
import { readJson, writeJson, type KeyValueStorage } from "../services/storage";
import { parseIdList, pushViewed, toggleId, VIEWED_CAPACITY } from "./idLists";

export const TOKEN_COOKIE = "token";
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

  constructor(private readonly deps: UserStoreDeps) {
    this.token = deps.cookies.get(TOKEN_COOKIE) || null;
    makeAutoObservable<this, "deps">(this, { deps: false }, { autoBind: true });
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
      path: "/",
      maxAge: TOKEN_COOKIE_MAX_AGE,
      sameSite: "lax",
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
    this.deps.cookies.remove(TOKEN_COOKIE, { path: "/" });
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

  toggleFavorite(id: number): void {
    this.favorites = toggleId(this.favorites, id);
    writeJson(this.deps.storage, this.key("favorites"), this.favorites);
  }

  /** A product page was viewed: to the front of the list, at most 8 kept. */
  addViewed(id: number): void {
    this.viewed = pushViewed(this.viewed, id);
    writeJson(this.deps.storage, this.key("viewed"), this.viewed);
  }

  /** Reads favourites and viewed back from storage (browser start); malformed lists come back empty. */
  restore(): void {
    this.favorites = parseIdList(
      readJson(this.deps.storage, this.key("favorites")),
    );
    this.viewed = parseIdList(
      readJson(this.deps.storage, this.key("viewed")),
      VIEWED_CAPACITY,
    );
  }

  toSnapshot(): UserSnapshot {
    return { authPhone: this.authPhone, profile: this.profile };
  }

  /** Takes the server's profile; ignored when this side has no token (the cookie was cleared meanwhile). */
  hydrate(snapshot: Partial<UserSnapshot> | null | undefined): void {
    if (!snapshot) return;
    if (snapshot.authPhone !== undefined) this.authPhone = snapshot.authPhone;
    if (snapshot.profile !== undefined)
      this.profile = this.token ? snapshot.profile : null;
  }

  private key(list: "favorites" | "viewed"): string {
    return `${this.deps.storagePrefix}${list}`;
  }
}
