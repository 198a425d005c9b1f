/**
 * Placing the order: one `Idempotency-Key` per attempt — the same while the order body is the same (a
 * double click, a retry after no answer, a reload: the attempt is kept in storage), a new one when the
 * cart or the form changes or the attempt is old — then the card provider's page, a total to confirm, or
 * the order standing. The server's 422 goes under the form's fields; this keeps what belongs to no field.
 */
import { canonicalJson } from '@nori/core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Api } from '../../api';
import { isApiError } from '../../api/errors';
import type { CreateOrderResponse, OrderRequest } from '../../api/types';
import type { Clock } from '../../services/clock';
import type { CartStore } from '../CartStore';
import { placeServerErrors } from '../checkoutForm';
import type { CheckoutAnalytics } from './CheckoutAnalytics';
import type { CheckoutFormModel } from './CheckoutFormModel';
import type { CheckoutStorage } from './CheckoutStorage';
import type { OrderOffers } from '../OrderOffers';
import type { OrderTerms } from './OrderTerms';
import { toBani } from '@nori/core/money';

/** An unfinished attempt's key is reused for the same order body within this time. */
export const ATTEMPT_TTL_MS = 30 * 60_000;

/** What the view does next: the store decides, the view navigates. */
export type SubmitOutcome =
  | { kind: 'invalid' }
  | { kind: 'busy' }
  | { kind: 'error' }
  | { kind: 'confirm' }
  | { kind: 'pay'; url: string }
  | { kind: 'done'; orderId: number };

/** A message for the whole form: the server's, or no answer at all. */
export type PlacementProblem = { kind: 'server'; message: string } | { kind: 'network' };

export interface OrderPlacementDeps {
  api: Pick<Api, 'orders'>;
  form: CheckoutFormModel;
  terms: Pick<OrderTerms, 'tick' | 'quote' | 'signedIn'>;
  cart: Pick<CartStore, 'orderableItems' | 'reprice'>;
  storage: CheckoutStorage;
  /** The promo code in force, sent with the order; told when the order is refused for it. */
  offers?: Pick<OrderOffers, 'code' | 'refused'>;
  analytics: Pick<CheckoutAnalytics, 'addPaymentInfo' | 'categorySlugs'>;
  clock: Clock;
  /** The order stands (placed for cash, or paid): the cookie, the cart, the form. */
  finish: (orderId: number, paid: boolean) => void;
  /** A new Idempotency-Key (8–100 of A–Z a–z 0–9 _ -). */
  newKey?: () => string;
}

function randomKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export class OrderPlacement {
  status: 'idle' | 'submitting' | 'leaving' = 'idle';
  /** An order placed at a total other than the one shown: the shopper confirms before paying. */
  pendingConfirm: CreateOrderResponse | null = null;
  problem: PlacementProblem | null = null;

  constructor(private readonly deps: OrderPlacementDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** The attempt's key: the same while the order body is the same, new otherwise. */
  keyFor(request: OrderRequest): string {
    const { storage, clock } = this.deps;
    const text = canonicalJson({ request, signedIn: this.deps.terms.signedIn });
    const now = clock.now().getTime();
    const current = storage.attempt;
    if (current && current.request === text && now - current.at < ATTEMPT_TTL_MS) return current.key;
    const key = (this.deps.newKey ?? randomKey)();
    storage.setAttempt({ key, request: text, at: now });
    return key;
  }

  async submit(): Promise<SubmitOutcome> {
    const { form, terms, cart, storage, analytics } = this.deps;
    if (this.status !== 'idle') return { kind: 'busy' };
    terms.tick();
    this.problem = null;
    if (!form.check()) return { kind: 'invalid' };
    const lines = cart.orderableItems;
    const request = form.request(lines, this.deps.offers?.code ?? null);
    const key = this.keyFor(request);
    const shown = terms.quote.total;
    this.status = 'submitting';
    analytics.addPaymentInfo(lines, request.payment_type);
    try {
      const placed = await this.deps.api.orders.create(request, key);
      return runInAction(() => {
        const { order } = placed;
        const categorySlugs = analytics.categorySlugs(lines);
        storage.setLastOrder({
          order,
          key,
          request,
          categorySlugs,
          paid: order.paid_at !== null,
          tracking: placed.tracking ?? null,
        });
        // Never charge silently: a card order priced otherwise than shown waits for the shopper's yes.
        // (A cash order is placed already; its success page shows the server's totals.)
        const differs = toBani(order.total) !== toBani(shown);
        if (differs && order.payment_type === 'card_online' && order.paid_at === null) {
          this.pendingConfirm = placed;
          this.status = 'idle';
          return { kind: 'confirm' } as const;
        }
        return this.proceed(placed);
      });
    } catch (error) {
      return runInAction(() => this.failed(error));
    }
  }

  /** The shopper accepts the server's total: on to payment or the success page. */
  confirmTotal(): SubmitOutcome {
    const placed = this.pendingConfirm;
    if (!placed || this.status !== 'idle') return { kind: 'busy' };
    this.pendingConfirm = null;
    return this.proceed(placed);
  }

  /** The shopper changed the form: a total waiting for confirmation is void, and so is the message. */
  edited(): void {
    this.pendingConfirm = null;
    this.problem = null;
  }

  /** Back on the page after leaving for the provider (the back-forward cache): the form is usable again. */
  resume(): void {
    if (this.status === 'leaving') this.status = 'idle';
  }

  private proceed({ order, payment }: CreateOrderResponse): SubmitOutcome {
    if (order.paid_at === null && order.payment_type === 'card_online') {
      if (!payment) {
        this.status = 'idle';
        this.problem = { kind: 'network' };
        return { kind: 'error' };
      }
      this.status = 'leaving';
      return { kind: 'pay', url: payment.redirect_url };
    }
    this.deps.finish(order.id, order.paid_at !== null);
    this.status = 'leaving';
    return { kind: 'done', orderId: order.id };
  }

  private failed(error: unknown): SubmitOutcome {
    this.status = 'idle';
    if (isApiError(error) && error.status === 422) {
      const errors = error.errors ?? {};
      const { fields, unplaced } = placeServerErrors(errors, error.message);
      this.deps.form.setServerErrors(fields);
      // A code that does not apply (expired meanwhile, used up, …): it goes, its message under its field.
      const codeRefusal = errors.promo_code?.[0];
      if (codeRefusal) this.deps.offers?.refused(codeRefusal);
      // A key refused for another body (or malformed): the next attempt takes a new one.
      if (Object.keys(errors).length === 0) this.deps.storage.setAttempt(null);
      const message = unplaced[0] ?? (Object.keys(fields).length ? null : error.message);
      this.problem = message === null ? null : { kind: 'server', message };
      // A product gone since the cart was priced: show which one.
      if (Object.keys(errors).some((path) => path.startsWith('items.'))) void this.deps.cart.reprice();
      return { kind: 'invalid' };
    }
    // No answer, or the server failed: the same attempt (and key) is tried again on the next submit.
    this.problem =
      isApiError(error) && error.status > 0 && error.status !== 502
        ? { kind: 'server', message: error.message }
        : { kind: 'network' };
    return { kind: 'error' };
  }
}
