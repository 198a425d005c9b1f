/**
 * The attention popup (spec §4): shown when the announcements carry `alert_popup_message` and the
 * `attention` cookie is absent; closing it or pressing OK sets the cookie for 4 hours (spec §9).
 *
 * It opens only once armed (`arm`), which the shell does at the shopper's first interaction: a modal that
 * opens while the page loads becomes its largest paint and adds its own long tasks to the start-up, and
 * interrupts a shopper who has not looked at the page yet. It also waits while another overlay is open, and
 * while something holds it (`hold`): the cookie banner, so that the shopper gets one question at a time and
 * the popup's modal never makes the banner's buttons unreachable.
 */
import { makeAutoObservable, reaction } from 'mobx';
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
  /** Whether the popup may open now: the shopper has started using the page. */
  armed = false;

  /** How many parts of the page hold the popup back (`hold`). */
  private holds = 0;

  /** Stops following the announcement and the overlays (`arm` starts it). */
  private stopFollowing: (() => void) | null = null;

  constructor(private readonly deps: AttentionStoreDeps) {
    makeAutoObservable<this, 'deps' | 'stopFollowing'>(this, { deps: false, stopFollowing: false }, { autoBind: true });
  }

  get message(): string | null {
    return this.deps.dictionaries.alertPopupMessage;
  }

  get isOpen(): boolean {
    return this.deps.ui.isOpen('attention') && this.message !== null;
  }

  /**
   * The shopper has started using the page: the popup may open from now on, and does when a language switch
   * brings a message or the overlay it waited for closes.
   */
  arm(): void {
    this.armed = true;
    this.stopFollowing ??= reaction(
      () => [this.message, this.deps.ui.anyOpen],
      () => this.check(),
      { fireImmediately: true },
    );
  }

  /** Stops following the announcement and the overlays (the RootStore's `start` disposer). */
  stop(): void {
    this.stopFollowing?.();
    this.stopFollowing = null;
  }

  /**
   * Opens the popup when armed, with a message, not dismissed in the last 4 hours, and no other overlay
   * open (it comes after the cart or sign-in the shopper opened, not on top of it).
   */
  check(): void {
    const { ui, cookies } = this.deps;
    if (!this.armed || this.holds > 0 || !this.message || ui.anyOpen) return;
    if (cookies.get(ATTENTION_COOKIE) !== undefined) return;
    ui.open('attention');
  }

  /**
   * Keeps the popup from opening until the returned function is called (once; later calls do nothing), when
   * it opens if it otherwise would.
   */
  hold(): () => void {
    this.holds++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.release();
    };
  }

  private release(): void {
    this.holds--;
    this.check();
  }

  /** Close button, backdrop or OK: hides the popup and remembers that for 4 hours. */
  dismiss(): void {
    this.deps.ui.close('attention');
    this.deps.cookies.set(ATTENTION_COOKIE, '1', ATTENTION_COOKIE_OPTIONS);
  }
}
