/**
 * The attention popup (spec §4): shown when the announcements carry `alert_popup_message` and the
 * `attention` cookie is absent; closing it or pressing OK sets the cookie for 4 hours (spec §9).
 */
import { makeAutoObservable } from 'mobx';
import type { CookieJar } from '../services/cookies';
import type { DictionaryStore } from './DictionaryStore';
import type { UiStore } from './UiStore';

export const ATTENTION_COOKIE = 'attention';
export const ATTENTION_COOKIE_OPTIONS = {
  maxAge: 14_400,
  path: '/',
  sameSite: 'lax',
} as const;

export interface AttentionStoreDeps {
  ui: UiStore;
  dictionaries: DictionaryStore;
  cookies: CookieJar;
}

export class AttentionStore {
  constructor(private readonly deps: AttentionStoreDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  get message(): string | null {
    return this.deps.dictionaries.alertPopupMessage;
  }

  get isOpen(): boolean {
    return this.deps.ui.isOpen('attention') && this.message !== null;
  }

  /** Opens the popup when there is a message and it has not been dismissed in the last 4 hours. */
  check(): void {
    if (this.message && this.deps.cookies.get(ATTENTION_COOKIE) === undefined) this.deps.ui.open('attention');
  }

  /** Close button, backdrop or OK: hides the popup and remembers that for 4 hours. */
  dismiss(): void {
    this.deps.ui.close('attention');
    this.deps.cookies.set(ATTENTION_COOKIE, '1', ATTENTION_COOKIE_OPTIONS);
  }
}
