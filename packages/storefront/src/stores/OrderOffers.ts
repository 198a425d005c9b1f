/**
 * The offers an order gets (issue 33): the promo code the shopper applied and the API's check of the order as
 * it stands — its automatic offers, the code's fate, the nudges, the bonus cap. The API prices every offer
 * (`POST /api/offers/check`, on `@nori/core/offers`), so the shop shows the same discount the order will get;
 * the check follows the cart, the order type, the area and the restaurant, a moment after they stop changing,
 * and an answer to an older question is dropped. A backend without offers (404) or no answer: no discount
 * shown, and the order is priced by the server anyway.
 */
import { canonicalJson } from '@nori/core';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { Api } from '../api';
import { isApiError } from '../api/errors';
import type { OfferCheck, OfferCheckRequest, OfferRefusalReason } from '../api/types';
import { offerCheckOrder } from './orderLines';

/** How long the order must stay the same before it is checked again. */
export const OFFER_CHECK_DELAY_MS = 300;

/**
 * Refusals the shopper can put right in this cart (more dishes, delivery instead of pickup, another
 * restaurant, later): the code waits and is asked about again as the order changes. Any other drops it.
 */
const FIXABLE: ReadonlySet<OfferRefusalReason> = new Set([
  'minimum',
  'fulfilment',
  'restaurant',
  'hours',
  'nothingToDiscount',
  'betterOffer',
]);

/** Why the code is not in force: the API's sentence (null: the view words the reason), or no answer. */
export type CodeRefusal =
  { kind: 'refused'; reason: OfferRefusalReason | null; message: string | null } | { kind: 'unavailable' };

export interface OrderOffersDeps {
  api: Pick<Api, 'offers'>;
  /** The order as it would be placed now, without a code; null when there is nothing to check (no lines). */
  order: () => Omit<OfferCheckRequest, 'promo_code'> | null;
  /** The code kept in browser storage, and where to keep it (`CheckoutStorage`). */
  saved: () => string | null;
  save: (code: string | null) => void;
  /** After the shopper applies or removes a code (the server's old message about it goes). */
  onEdit?: () => void;
  delayMs?: number;
}

export class OrderOffers {
  /** The code in force: the last check applied it. Sent with the order. */
  code: string | null = null;
  /** A code refused for a reason this order can put right: checked again as the order changes, not sent. */
  waiting: string | null = null;
  /** Why the code last asked about is not in force; null when it is, or none was asked about. */
  refusal: CodeRefusal | null = null;
  /** A code the shopper just applied is being checked. */
  applying = false;
  /** How many times a code in force went without the shopper removing it (the view opens the field again). */
  dropped = 0;
  /** The last answer, with the question it answers. */
  private last: { key: string; check: OfferCheck } | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: { controller: AbortController; key: string } | null = null;
  /** The views following the order (the checkout page, the cart drawer) and the reaction they share. */
  private followers = 0;
  private stopFollowing: (() => void) | null = null;

  /**
   * The check's order from the cart's lines and where it is made, for the RootStore, which creates the one
   * model the cart and the checkout share but does not load this module (`RootStore.offersWith`).
   */
  static readonly orderOf = offerCheckOrder;

  constructor(private readonly deps: OrderOffersDeps) {
    makeAutoObservable<this, 'deps' | 'timer' | 'inFlight' | 'followers' | 'stopFollowing'>(
      this,
      { deps: false, timer: false, inFlight: false, followers: false, stopFollowing: false },
      { autoBind: true },
    );
  }

  /** Browser start: the code applied before a reload is in force again until a check says otherwise. */
  restore(): void {
    this.code = this.deps.saved();
  }

  /** The check's question now: the order and the code (in force, or waiting). */
  get request(): OfferCheckRequest | null {
    const order = this.deps.order();
    if (!order) return null;
    return { ...order, promo_code: this.code ?? this.waiting };
  }

  private get requestKey(): string | null {
    const request = this.request;
    return request ? canonicalJson(request) : null;
  }

  /** The check of the order as it is now; null while it is being asked (or failed, or there are no offers). */
  get current(): OfferCheck | null {
    return this.last && this.last.key === this.requestKey ? this.last.check : null;
  }

  /** What the code in force saves now (goods and delivery), MDL; null while unknown. */
  get codeSaving(): { discount: number; deliveryDiscount: number } | null {
    const code = this.code;
    const check = this.current;
    if (!code || !check?.promo_code?.applied) return null;
    const offers = check.offers.filter((offer) => offer.code !== null);
    return {
      discount: offers.reduce((sum, offer) => sum + offer.discount, 0),
      deliveryDiscount: offers.reduce((sum, offer) => sum + offer.delivery_discount, 0),
    };
  }

  /** The shopper applies a code: asked about at once. */
  apply(typed: string): void {
    const code = typed.trim();
    if (!code) return;
    this.code = null;
    this.waiting = code;
    this.refusal = null;
    this.applying = true;
    this.deps.onEdit?.();
    void this.checkNow();
  }

  /** The shopper removes the code: the order is checked again without it. */
  remove(): void {
    this.setCode(null);
    this.waiting = null;
    this.refusal = null;
    this.applying = false;
    this.deps.onEdit?.();
  }

  /** The order was refused for its code (a 422 on `promo_code`): it goes, with the server's words. */
  refused(message: string): void {
    if (this.code) this.dropped += 1;
    this.setCode(null);
    this.waiting = null;
    this.applying = false;
    this.refusal = { kind: 'refused', reason: null, message };
  }

  /** The order stands: the code was used. */
  clearAfterOrder(): void {
    this.remove();
    this.last = null;
  }

  /**
   * Checks the order whenever it changes, a moment after it settles, while a view follows it (the checkout
   * page, the cart drawer; both at once share one reaction). Returns the disposer.
   */
  follow(): () => void {
    this.followers += 1;
    this.stopFollowing ??= reaction(
      () => this.requestKey,
      () => this.schedule(),
      { fireImmediately: true },
    );
    let followed = true;
    return () => {
      if (!followed) return;
      followed = false;
      this.followers -= 1;
      if (this.followers > 0) return;
      this.stopFollowing?.();
      this.stopFollowing = null;
      this.cancel();
    };
  }

  private schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    // Asked already (a code just applied is asked at once), or answered (a page opened again).
    const key = this.requestKey;
    if (key === this.inFlight?.key || key === this.last?.key) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.checkNow();
    }, this.deps.delayMs ?? OFFER_CHECK_DELAY_MS);
  }

  private cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.inFlight?.controller.abort();
    this.inFlight = null;
  }

  /** Asks the API about the order as it is now; an answer to an older question is dropped. */
  async checkNow(): Promise<void> {
    this.cancel();
    const request = this.request;
    const key = this.requestKey;
    if (!request || key === null) {
      this.applying = false;
      return;
    }
    const controller = new AbortController();
    this.inFlight = { controller, key };
    try {
      const check = await this.deps.api.offers.check(request, { signal: controller.signal });
      if (controller.signal.aborted) return;
      runInAction(() => this.answered(key, request.promo_code ?? null, check));
    } catch (error) {
      if (controller.signal.aborted) return;
      runInAction(() => {
        this.last = null;
        // A backend without offers knows no code; too many unknown codes from here (429): the API's sentence
        // (how long to wait); no answer: the shopper may try again.
        if (this.applying) {
          this.refusal =
            isApiError(error) && (error.status === 404 || error.status === 429)
              ? { kind: 'refused', reason: 'unknown', message: error.errors?.promo_code?.[0] ?? null }
              : { kind: 'unavailable' };
          if (this.refusal.kind === 'refused') this.waiting = null;
        }
        this.applying = false;
      });
    } finally {
      if (this.inFlight?.controller === controller) this.inFlight = null;
    }
  }

  private answered(key: string, asked: string | null, check: OfferCheck): void {
    this.last = { key, check };
    this.applying = false;
    const fate = check.promo_code;
    if (asked === null || !fate) return;
    if (fate.applied) {
      this.setCode(asked);
      this.waiting = null;
      this.refusal = null;
      return;
    }
    if (this.code) this.dropped += 1;
    this.setCode(null);
    this.waiting = fate.reason && FIXABLE.has(fate.reason) ? asked : null;
    this.refusal = { kind: 'refused', reason: fate.reason, message: fate.message };
  }

  private setCode(code: string | null): void {
    if (this.code === code) return;
    this.code = code;
    this.deps.save(code);
  }
}
