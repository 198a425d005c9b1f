/**
 * The checkout, composed of one model per concept (`stores/checkout/`): the form and its rules
 * (`form`), the terms its choices come to — restaurant, times, price, bonuses (`terms`), placing the
 * order with its Idempotency-Key (`placement`), the payment pages after the card provider (`payment`),
 * its analytics, and what it keeps in browser storage. This class wires them and holds the page's
 * lifecycle and what ends an order: the `order_id` cookie, an empty cart, a cleared form.
 */
import { makeAutoObservable } from 'mobx';
import type { Api } from '../api';
import type { Order } from '../api/types';
import type { Analytics } from '../services/analytics';
import type { Clock } from '../services/clock';
import type { CookieJar } from '../services/cookies';
import type { KeyValueStorage } from '../services/storage';
import type { CartStore } from './CartStore';
import { CheckoutAnalytics } from './checkout/CheckoutAnalytics';
import { CheckoutFormModel } from './checkout/CheckoutFormModel';
import { CheckoutStorage, type LastOrder } from './checkout/CheckoutStorage';
import { setOrderCookie } from './checkout/orderCookie';
import { OrderOffers } from './OrderOffers';
import { OrderPlacement } from './checkout/OrderPlacement';
import { OrderTerms } from './checkout/OrderTerms';
import { PaymentRetry } from './checkout/PaymentRetry';
import type { DictionaryStore } from './DictionaryStore';
import type { UserStore } from './UserStore';

export type { SubmitOutcome } from './checkout/OrderPlacement';

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
  /** The order's offers, the model the cart shares (`RootStore.offersWith`), created from the class given. */
  offers: (Model: typeof OrderOffers) => OrderOffers;
}

export class CheckoutStore {
  readonly saved: CheckoutStorage;
  readonly terms: OrderTerms;
  readonly offers: OrderOffers;
  readonly form: CheckoutFormModel;
  readonly analytics: CheckoutAnalytics;
  readonly placement: OrderPlacement;
  readonly payment: PaymentRetry;

  constructor(private readonly deps: CheckoutStoreDeps) {
    const { api, cart, user, dictionaries, clock } = deps;
    this.saved = new CheckoutStorage(deps);
    this.terms = new OrderTerms({
      values: () => this.form.values,
      api,
      cart,
      user,
      dictionaries,
      clock,
      offers: () => this.offers.current,
    });
    this.offers = deps.offers(OrderOffers);
    this.form = new CheckoutFormModel({
      context: () => this.terms.context,
      earliestSlot: () => this.terms.earliestSlot,
      user,
      onEdit: () => this.placement.edited(),
    });
    this.analytics = new CheckoutAnalytics({
      analytics: deps.analytics,
      cart,
      dictionaries,
      storage: this.saved,
      coupon: () => this.offers.code,
    });
    const finish = (orderId: number, paid: boolean) => this.finish(orderId, paid);
    this.placement = new OrderPlacement({
      api,
      form: this.form,
      terms: this.terms,
      cart,
      storage: this.saved,
      offers: this.offers,
      analytics: this.analytics,
      clock,
      finish,
      newKey: deps.newKey,
    });
    this.payment = new PaymentRetry({ api, storage: this.saved, signedIn: () => user.isLoggedIn, finish });
    makeAutoObservable<this, 'deps'>(
      this,
      {
        deps: false,
        saved: false,
        terms: false,
        offers: false,
        form: false,
        analytics: false,
        placement: false,
        payment: false,
      },
      { autoBind: true },
    );
  }

  /** Browser start: the open attempt and the last order come back from storage. */
  restore(): void {
    this.saved.restore();
  }

  /** The shopper applied or removed a code (here or in the cart): the server's old message about it goes. */
  offersEdited(): void {
    this.form.clearServerError('promoCode');
    this.placement.edited();
  }

  /** The last order placed in this browser (the success page shows it to a guest). */
  get lastOrder(): LastOrder | null {
    return this.saved.lastOrder;
  }

  /** The checkout page opened: fill what is known, fetch the balance, and tell analytics. */
  open(): void {
    this.terms.tick();
    this.placement.resume();
    this.form.prefill();
    void this.loadBonusBalance();
    void this.terms.loadPhoneRule();
    this.analytics.beginCheckout();
  }

  /** A page restored from the back-forward cache after leaving for the provider. */
  resume(): void {
    this.placement.resume();
    this.payment.resume();
  }

  /** The shopper's balance; bonuses typed while it loaded go when there is none to spend. */
  async loadBonusBalance(): Promise<void> {
    await this.terms.loadBonusBalance();
    if (this.terms.bonusOffer === 'noBalance') this.form.dropBonuses();
  }

  /** The purchase event, once per order in this browser. */
  trackPurchase(order: Order): void {
    this.analytics.purchase(order);
  }

  /** The order stands (placed for cash, or paid): the cookie for the success page, an empty cart, no open attempt. */
  private finish(orderId: number, paid: boolean): void {
    setOrderCookie(this.deps.cookies, orderId);
    this.deps.cart.clear();
    this.saved.setAttempt(null);
    this.form.clearAfterOrder();
    this.offers.clearAfterOrder();
    if (paid) this.saved.markPaid(orderId, this.deps.clock.now());
  }
}
