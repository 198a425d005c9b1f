/**
 * Checkout: the form, its rules, placing the order with one `Idempotency-Key` per attempt, and what
 * follows — the card provider's page, or the `order_id` cookie and the success page. It also keeps the
 * last order in browser storage, so a declined card payment can be retried on the same order (also by
 * a guest) and the success page can show it, and sends the purchase event once per order.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Api } from '../api';
import type { Order } from '../api/account';
import { isApiError } from '../api/client';
import type { OrderRequest, PlacedOrder } from '../api/orders';
import type { Analytics } from '../services/analytics';
import type { Clock } from '../services/clock';
import type { CookieJar } from '../services/cookies';
import { addPaymentInfo, beginCheckout, cartLineItem, purchase, type EcommerceItemInput } from '../services/ecommerce';
import { readJson, writeJson, type KeyValueStorage } from '../services/storage';
import type { CartItem } from './cartLines';
import type { CartStore } from './CartStore';
import {
  bonusOffer,
  buildOrderRequest,
  canonicalJson,
  CHECKOUT_FIELDS,
  emptyCheckoutForm,
  fieldOfServerError,
  maxBonuses,
  parseBonuses,
  quoteOrder,
  validateCheckout,
  type BonusOffer,
  type CheckoutField,
  type CheckoutForm,
  type FieldProblems,
} from './checkoutForm';
import type { DictionaryStore } from './DictionaryStore';
import { earliestSlot, isOpenAt, latestSlot } from './orderTime';
import type { UserStore } from './UserStore';

/** Spec §2: the final success page needs this cookie. A day is enough to come back to it. */
export const ORDER_COOKIE = 'order_id';
export const ORDER_COOKIE_MAX_AGE = 86_400;
/** An unfinished attempt's key is reused for the same order body within this time. */
export const ATTEMPT_TTL_MS = 30 * 60_000;

export interface CheckoutStoreDeps {
  api: Api;
  cart: CartStore;
  user: UserStore;
  dictionaries: DictionaryStore;
  analytics: Analytics;
  cookies: CookieJar;
  storage: KeyValueStorage;
  storagePrefix: string;
  clock: Clock;
  /** A new Idempotency-Key (8–100 of A–Z a–z 0–9 _ -). */
  newKey?: () => string;
}

/** One attempt: its key and the order body it was made for. */
export interface CheckoutAttempt {
  key: string;
  request: string;
  at: number;
}

/** What the browser keeps of the last order placed. */
export interface LastOrder {
  order: Order;
  key: string;
  request: OrderRequest;
  /** Category names by product id, for analytics once the cart is gone. */
  categories: Record<number, string>;
  paid: boolean;
}

export type SubmitOutcome =
  | { kind: 'invalid' }
  | { kind: 'busy' }
  | { kind: 'error' }
  | { kind: 'confirm' }
  | { kind: 'pay'; url: string }
  | { kind: 'done'; orderId: number };

export type RetryOutcome = { kind: 'pay'; url: string } | { kind: 'paid' } | { kind: 'error' };

function randomKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const isOrder = (value: unknown): value is LastOrder =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LastOrder).key === 'string' &&
  typeof (value as LastOrder).order?.id === 'number' &&
  typeof (value as LastOrder).request === 'object';

const isAttempt = (value: unknown): value is CheckoutAttempt =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CheckoutAttempt).key === 'string' &&
  typeof (value as CheckoutAttempt).request === 'string' &&
  typeof (value as CheckoutAttempt).at === 'number';

export class CheckoutStore {
  form: CheckoutForm = emptyCheckoutForm();
  now: Date;
  /** Client-side problems show once the shopper has tried to submit. */
  showProblems = false;
  /** The server's 422 messages, under their fields. */
  serverErrors: Partial<Record<CheckoutField, string>> = {};
  /** A message for the whole form: the server's, or null with `networkError` for no answer. */
  formError: string | null = null;
  networkError = false;
  status: 'idle' | 'submitting' | 'leaving' = 'idle';
  bonusBalance: number | null = null;
  /** An order placed at a total other than the one shown: the shopper confirms before paying. */
  pendingConfirm: PlacedOrder | null = null;
  attempt: CheckoutAttempt | null = null;
  lastOrder: LastOrder | null = null;
  retrying = false;

  constructor(private readonly deps: CheckoutStoreDeps) {
    this.now = deps.clock.now();
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  private key(name: string): string {
    return `${this.deps.storagePrefix}${name}`;
  }

  /** Browser start: the unfinished attempt and the last order come back from storage. */
  restore(): void {
    const attempt = readJson(this.deps.storage, this.key('checkout-attempt'));
    const last = readJson(this.deps.storage, this.key('last-order'));
    this.attempt = isAttempt(attempt) ? attempt : null;
    this.lastOrder = isOrder(last) ? last : null;
  }

  // ----- what the form shows -----

  get region() {
    return this.deps.dictionaries.regions.find((r) => r.id === this.form.regionId) ?? null;
  }

  /** The restaurant that makes the order: the region's for delivery, the chosen one for pickup. */
  get restaurant() {
    const id = this.form.orderType === 'delivery' ? this.region?.restaurant_id : this.form.restaurantId;
    return this.deps.dictionaries.restaurants.find((r) => r.id === id) ?? null;
  }

  get signedIn(): boolean {
    return this.deps.user.isLoggedIn;
  }

  get subtotal(): number {
    return this.deps.cart.orderableTotal;
  }

  get maxBonuses(): number {
    return maxBonuses(this.subtotal, this.bonusBalance);
  }

  /** A field for the bonuses, or a line when there are none to spend on this order. */
  get bonusOffer(): BonusOffer {
    return bonusOffer(this.bonusBalance, this.maxBonuses);
  }

  get quote() {
    const bonuses = this.signedIn ? (parseBonuses(this.form.bonuses) ?? 0) : 0;
    return quoteOrder(this.subtotal, this.form.orderType, this.region, Math.min(bonuses, this.subtotal));
  }

  /** Whether "as soon as possible" is possible: the restaurant is open now (unknown restaurant: yes). */
  get canOrderNow(): boolean {
    return !this.restaurant || isOpenAt(this.restaurant.opening_hours, this.now);
  }

  get earliestSlot(): Date | null {
    return this.restaurant ? earliestSlot(this.restaurant.opening_hours, this.now) : null;
  }

  get latestSlot(): Date {
    return latestSlot(this.now);
  }

  /** Every rule the form breaks now. */
  get problems(): FieldProblems {
    return validateCheckout(this.form, {
      now: this.now,
      region: this.region,
      restaurant: this.restaurant,
      subtotal: this.subtotal,
      orderableCount: this.deps.cart.orderableItems.length,
      signedIn: this.signedIn,
      bonusBalance: this.bonusBalance,
    });
  }

  /** The problems to show: after a submit, the client's; the server's always win. */
  get visibleProblems(): FieldProblems {
    return this.showProblems ? this.problems : {};
  }

  /** The first field with something to fix, for focus. */
  get firstInvalidField(): CheckoutField | null {
    const visible = this.visibleProblems;
    return CHECKOUT_FIELDS.find((field) => visible[field] || this.serverErrors[field]) ?? null;
  }

  // ----- editing -----

  setField<K extends keyof CheckoutForm>(field: K, value: CheckoutForm[K]): void {
    this.form[field] = value;
    const mapped = field === 'orderType' || field === 'when' ? null : (field as CheckoutField);
    if (mapped) delete this.serverErrors[mapped];
    this.pendingConfirm = null;
    this.formError = null;
    if (field === 'orderType' && value === 'pickup' && this.form.paymentType === 'card_courier') {
      this.form.paymentType = 'cash';
    }
    if (field === 'when' && value === 'scheduled' && !this.form.scheduledAt) {
      this.form.scheduledAt = this.earliestSlot;
    }
  }

  /** Moves "now" (the page ticks every minute, so the slots follow the clock). */
  tick(): void {
    this.now = this.deps.clock.now();
  }

  /** The checkout page opened: fill what is known, fetch the balance, and tell analytics. */
  open(): void {
    this.tick();
    if (this.status === 'leaving') this.status = 'idle';
    this.prefill();
    void this.loadBonusBalance();
    this.deps.analytics.push(beginCheckout(this.analyticsItems(this.deps.cart.orderableItems)));
  }

  /** A page restored from the back-forward cache after leaving for the provider. */
  resume(): void {
    if (this.status === 'leaving') this.status = 'idle';
    this.retrying = false;
  }

  /** Contact details from the profile, where the shopper has not typed their own. */
  prefill(): void {
    const profile = this.deps.user.profile;
    if (!profile) return;
    const name = [profile.name, profile.surname].filter(Boolean).join(' ');
    if (!this.form.name && name) this.form.name = name;
    if (!this.form.phone && profile.phone) this.form.phone = profile.phone.replace(/\D/g, '');
  }

  async loadBonusBalance(): Promise<void> {
    if (!this.signedIn) {
      this.bonusBalance = null;
      return;
    }
    try {
      const { balance } = await this.deps.api.account.getBonuses();
      runInAction(() => {
        this.bonusBalance = balance;
        // Typed while the balance loaded: with nothing to spend there is no field to correct it in.
        if (this.bonusOffer === 'noBalance') this.form.bonuses = '';
      });
    } catch {
      // Without the balance the field still works; the server checks it.
    }
  }

  // ----- placing the order -----

  /** The attempt's key: the same while the order body is the same (double click, retry), new otherwise. */
  keyFor(request: OrderRequest): string {
    const text = canonicalJson({ request, signedIn: this.signedIn });
    const now = this.deps.clock.now().getTime();
    const current = this.attempt;
    if (current && current.request === text && now - current.at < ATTEMPT_TTL_MS) return current.key;
    this.setAttempt({ key: (this.deps.newKey ?? randomKey)(), request: text, at: now });
    return this.attempt!.key;
  }

  async submit(): Promise<SubmitOutcome> {
    if (this.status !== 'idle') return { kind: 'busy' };
    this.tick();
    this.showProblems = true;
    this.formError = null;
    this.networkError = false;
    if (Object.keys(this.problems).length > 0) return { kind: 'invalid' };
    const lines = this.deps.cart.orderableItems;
    const request = buildOrderRequest(this.form, lines, this.signedIn);
    const key = this.keyFor(request);
    const expectedTotal = this.quote.total;
    this.status = 'submitting';
    this.deps.analytics.push(addPaymentInfo(this.analyticsItems(lines), request.payment_type));
    try {
      const placed = await this.deps.api.orders.create(request, key);
      return runInAction(() => {
        this.remember(placed.order, key, request, lines);
        // Never charge silently: a card order priced otherwise than shown waits for the shopper's yes.
        // (A cash order is placed already; its success page shows the server's totals.)
        const differs = Math.round(placed.order.total * 100) !== Math.round(expectedTotal * 100);
        if (differs && placed.order.payment_type === 'card_online' && placed.order.status !== 'paid') {
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

  private proceed(placed: PlacedOrder): SubmitOutcome {
    const { order, payment } = placed;
    if (order.status !== 'paid' && order.payment_type === 'card_online') {
      if (!payment) {
        this.status = 'idle';
        this.formError = null;
        this.networkError = true;
        return { kind: 'error' };
      }
      this.status = 'leaving';
      return { kind: 'pay', url: payment.redirect_url };
    }
    this.finish(order.id, order.status === 'paid');
    this.status = 'leaving';
    return { kind: 'done', orderId: order.id };
  }

  private failed(error: unknown): SubmitOutcome {
    this.status = 'idle';
    if (isApiError(error) && error.status === 422) {
      const errors = error.errors ?? {};
      const fields: Partial<Record<CheckoutField, string>> = {};
      const unplaced: string[] = [];
      for (const [path, messages] of Object.entries(errors)) {
        const field = fieldOfServerError(path);
        const message = messages[0] ?? error.message;
        if (field) fields[field] ??= message;
        else unplaced.push(message);
      }
      this.serverErrors = fields;
      // A key refused for another body (or malformed): the next attempt takes a new one.
      if (Object.keys(errors).length === 0) this.setAttempt(null);
      this.formError = unplaced[0] ?? (Object.keys(fields).length ? null : error.message);
      // A product gone since the cart was priced: show which one.
      if (Object.keys(errors).some((path) => path.startsWith('items.'))) void this.deps.cart.reprice();
      return { kind: 'invalid' };
    }
    // No answer, or the server failed: the same attempt (and key) is tried again on the next submit.
    if (isApiError(error) && error.status > 0 && error.status !== 502) this.formError = error.message;
    else this.networkError = true;
    return { kind: 'error' };
  }

  private remember(order: Order, key: string, request: OrderRequest, lines: readonly CartItem[]): void {
    const categories: Record<number, string> = {};
    for (const line of lines) {
      const category = this.categoryOf(line.id);
      if (category) categories[line.id] = category;
    }
    this.setLastOrder({ order, key, request, categories, paid: order.status === 'paid' });
  }

  /** The order is placed (or paid): the cookie for the success page, an empty cart, no open attempt. */
  private finish(orderId: number, paid: boolean): void {
    this.deps.cookies.set(ORDER_COOKIE, String(orderId), {
      path: '/',
      maxAge: ORDER_COOKIE_MAX_AGE,
      sameSite: 'lax',
      secure: this.deps.cookies.secure,
    });
    this.deps.cart.clear();
    this.setAttempt(null);
    this.form.comment = '';
    this.form.bonuses = '';
    this.showProblems = false;
    if (this.lastOrder?.order.id === orderId && paid) this.setLastOrder({ ...this.lastOrder, paid: true });
  }

  // ----- after the card provider -----

  /** Back from a verified payment (payment-success): once per order, the cart is emptied. */
  completePaidOrder(orderId: number): void {
    const last = this.lastOrder;
    if (last?.order.id !== orderId || last.paid) return;
    this.deps.cart.clear();
    this.setAttempt(null);
    this.setLastOrder({ ...last, paid: true, order: { ...last.order, status: 'paid' } });
  }

  /**
   * Pays the same order again after a declined payment, never making a second order: the API's pay call
   * for an own order when signed in; otherwise the provider's return (`t`, `s`) verified again, whose
   * answer carries the order's checkout address while it is unpaid; otherwise (no return at hand) the
   * same order request replayed with its key, which returns that order and its payment.
   */
  async retryPayment(orderId: number, proof?: { t: string; s: string }): Promise<RetryOutcome> {
    if (this.retrying) return { kind: 'error' };
    this.retrying = true;
    this.formError = null;
    this.networkError = false;
    const record = this.lastOrder?.order.id === orderId ? this.lastOrder : null;
    try {
      if (this.signedIn) {
        try {
          const url = await this.deps.api.orders.pay(orderId);
          return { kind: 'pay', url };
        } catch (error) {
          // An order placed as a guest is not "own" after signing in: replay it as below.
          if (!(isApiError(error) && error.status === 404 && record)) throw error;
        }
      }
      if (proof) {
        const verified = await this.deps.api.orders.verifyPayment(proof);
        if (verified.order_id === orderId) {
          if (verified.status === 'paid') return runInAction(() => this.paidElsewhere(orderId));
          if (verified.retry_url) return { kind: 'pay', url: verified.retry_url };
        }
      }
      if (!record) throw new Error('This order is not known to this browser');
      const placed = await this.deps.api.orders.create(record.request, record.key);
      if (placed.order.status === 'paid') return runInAction(() => this.paidElsewhere(orderId));
      if (!placed.payment) throw new Error('No payment for this order');
      return { kind: 'pay', url: placed.payment.redirect_url };
    } catch (error) {
      return runInAction(() => {
        this.retrying = false;
        // 409: already paid (or not a card order): nothing to pay, the order stands.
        if (isApiError(error) && error.status === 409) return this.paidElsewhere(orderId);
        if (isApiError(error) && error.status > 0) this.formError = error.message;
        else this.networkError = true;
        return { kind: 'error' } as const;
      });
    }
  }

  private paidElsewhere(orderId: number): RetryOutcome {
    this.retrying = false;
    this.finish(orderId, true);
    return { kind: 'paid' };
  }

  // ----- analytics -----

  private categoryOf(productId: number): string | undefined {
    const product = this.deps.cart.products.get(productId);
    if (!product) return undefined;
    return (
      this.deps.dictionaries.categories.find((c) => c.slug === product.category_slug)?.name ?? product.category_slug
    );
  }

  analyticsItems(lines: readonly CartItem[]): EcommerceItemInput[] {
    return lines.map((line) => cartLineItem(line, { category: this.categoryOf(line.id) }));
  }

  /** The purchase event, once per order in this browser (a reload of the success page sends nothing). */
  trackPurchase(order: Order): void {
    const key = this.key('purchases');
    const sent = readJson(this.deps.storage, key);
    const ids = Array.isArray(sent) ? sent.filter((id): id is number => typeof id === 'number') : [];
    if (ids.includes(order.id)) return;
    const categories = this.lastOrder?.order.id === order.id ? this.lastOrder.categories : {};
    const items = order.items.map((line) => ({
      id: line.product_id,
      name: line.name,
      price: line.quantity ? Math.round((line.line_total / line.quantity) * 100) / 100 : line.price,
      quantity: line.quantity,
      category: categories[line.product_id],
    }));
    this.deps.analytics.push(
      purchase(items, { transactionId: order.id, value: order.total, shipping: order.delivery_fee }),
    );
    writeJson(this.deps.storage, key, [...ids, order.id].slice(-20));
  }

  // ----- storage -----

  private setAttempt(attempt: CheckoutAttempt | null): void {
    this.attempt = attempt;
    if (attempt) writeJson(this.deps.storage, this.key('checkout-attempt'), attempt);
    else this.deps.storage.removeItem(this.key('checkout-attempt'));
  }

  private setLastOrder(last: LastOrder): void {
    this.lastOrder = last;
    writeJson(this.deps.storage, this.key('last-order'), last);
  }
}
