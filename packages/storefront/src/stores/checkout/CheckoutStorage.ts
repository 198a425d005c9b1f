/**
 * What the checkout keeps in browser storage, so a reload or the way back from the card provider finds it:
 * the open attempt (its Idempotency-Key and the order body it was made for), the last order placed (to pay
 * it again, also as a guest, and to show it on the success page), and the orders whose purchase was sent.
 * (The promo code in force is the shared `OrderOffers`', kept by the RootStore.)
 * Malformed storage reads as nothing kept.
 */
import { nextState } from '@nori/core/orderLifecycle';
import { makeAutoObservable } from 'mobx';
import type { Order, OrderRequest, OrderTracking } from '../../api/types';
import { readJson, writeJson, type KeyValueStorage } from '../../services/storage';

/** One attempt: its key and the order body (canonical JSON) it was made for. */
export interface CheckoutAttempt {
  key: string;
  request: string;
  /** When it was made, ms since the epoch. */
  at: number;
}

/** What the browser keeps of the last order placed. */
export interface LastOrder {
  order: Order;
  key: string;
  request: OrderRequest;
  /** Category slugs by product id, for the purchase event once the cart is gone. */
  categorySlugs?: Record<number, string>;
  paid: boolean;
  /**
   * The order's private read link as the API gave it with the order: the success page follows the order
   * live through it, and links to its tracking page (a guest's only way back to the order).
   */
  tracking?: OrderTracking | null;
}

export interface CheckoutStorageDeps {
  storage: KeyValueStorage;
  /** The brand's prefix: `${prefix}checkout-attempt`, `${prefix}last-order`, `${prefix}purchases`. */
  storagePrefix: string;
}

/** How many reported orders are remembered. */
const PURCHASES_KEPT = 20;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const isAttempt = (value: unknown): value is CheckoutAttempt =>
  isRecord(value) && typeof value.key === 'string' && typeof value.request === 'string' && typeof value.at === 'number';

const isTracking = (value: unknown): value is OrderTracking =>
  isRecord(value) && typeof value.token === 'string' && value.token !== '' && typeof value.url === 'string';

const isLastOrder = (value: unknown): value is LastOrder =>
  isRecord(value) &&
  typeof value.key === 'string' &&
  isRecord(value.order) &&
  typeof value.order.id === 'number' &&
  isRecord(value.request) &&
  (value.tracking == null || isTracking(value.tracking));

export class CheckoutStorage {
  attempt: CheckoutAttempt | null = null;
  lastOrder: LastOrder | null = null;

  constructor(private readonly deps: CheckoutStorageDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  private key(name: 'checkout-attempt' | 'last-order' | 'purchases'): string {
    return `${this.deps.storagePrefix}${name}`;
  }

  /** Browser start: the open attempt and the last order come back. */
  restore(): void {
    const attempt = readJson(this.deps.storage, this.key('checkout-attempt'));
    const last = readJson(this.deps.storage, this.key('last-order'));
    this.attempt = isAttempt(attempt) ? attempt : null;
    this.lastOrder = isLastOrder(last) ? last : null;
  }

  setAttempt(attempt: CheckoutAttempt | null): void {
    this.attempt = attempt;
    if (attempt) writeJson(this.deps.storage, this.key('checkout-attempt'), attempt);
    else this.deps.storage.removeItem(this.key('checkout-attempt'));
  }

  setLastOrder(last: LastOrder): void {
    this.lastOrder = last;
    writeJson(this.deps.storage, this.key('last-order'), last);
  }

  /** The last order when it is this one. */
  lastOrderFor(orderId: number): LastOrder | null {
    return this.lastOrder?.order.id === orderId ? this.lastOrder : null;
  }

  /**
   * The last order, when it is this one, is paid: so the success page shows it and reports it. The kept
   * copy moves as the server's did when the payment was verified: paid (`at`, when this browser learnt it,
   * unless the server's time is known) and out of `awaiting_payment`.
   */
  markPaid(orderId: number, at: Date): void {
    const last = this.lastOrderFor(orderId);
    if (!last) return;
    const { order } = last;
    const status =
      order.status === 'awaiting_payment' ? (nextState(order.order_type, order.status) ?? order.status) : order.status;
    this.setLastOrder({ ...last, paid: true, order: { ...order, status, paid_at: order.paid_at ?? at.toISOString() } });
  }

  /** Records that this order's purchase is being reported; false when it was already (a reload). */
  claimPurchase(orderId: number): boolean {
    const sent = readJson(this.deps.storage, this.key('purchases'));
    const ids = Array.isArray(sent) ? sent.filter((id): id is number => typeof id === 'number') : [];
    if (ids.includes(orderId)) return false;
    writeJson(this.deps.storage, this.key('purchases'), [...ids, orderId].slice(-PURCHASES_KEPT));
    return true;
  }
}
