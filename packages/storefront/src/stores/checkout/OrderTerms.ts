/**
 * The terms the form's choices come to: the area and the restaurant that makes the order, the times open
 * to it now, the price (the API's quote: delivery, bonuses), and the bonuses the shopper may spend — with
 * the balance they are checked against. It reads the form's values and never writes them.
 */
import {
  chisinauIsoDate,
  earliestSlot,
  isOpenAt,
  latestSlot,
  openState,
  slotsOn,
  type OpenState,
  type OrderRules,
} from '@nori/core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Api } from '../../api';
import type { OfferCheck, Region, Restaurant } from '../../api/types';
import type { Clock } from '../../services/clock';
import type { CartStore } from '../CartStore';
import {
  bonusOffer,
  maxBonuses,
  parseBonuses,
  quoteOrder,
  type BonusOffer,
  type CheckoutContext,
  type CheckoutForm,
  type OffersEffect,
  type Quote,
} from '../checkoutForm';
import type { DictionaryStore } from '../DictionaryStore';
import type { UserStore } from '../UserStore';
import { loadPhoneRule, type PhoneRule } from '../../services/phoneRule';

export interface OrderTermsDeps {
  /** The form's values as they are now. */
  values: () => Readonly<CheckoutForm>;
  api: Pick<Api, 'account'>;
  cart: Pick<CartStore, 'orderableTotal' | 'orderableItems'>;
  user: Pick<UserStore, 'isLoggedIn'>;
  dictionaries: Pick<DictionaryStore, 'regions' | 'restaurants' | 'rules'>;
  clock: Clock;
  /** The API's check of the order's offers as it stands (`OrderOffers.current`); null while unknown. */
  offers?: () => OfferCheck | null;
}

export class OrderTerms {
  /** The clock as last read (the page ticks every minute, so the times follow). */
  now: Date;
  /** MDL; null while unknown (a guest, loading, or it failed). */
  bonusBalance: number | null = null;
  /** Whether the API's phone rule has loaded (`loadPhoneRule`); the rule itself is a plain function. */
  phoneRuleReady = false;
  private phoneRule: PhoneRule | null = null;

  constructor(private readonly deps: OrderTermsDeps) {
    this.now = deps.clock.now();
    makeAutoObservable<this, 'deps' | 'phoneRule'>(this, { deps: false, phoneRule: false }, { autoBind: true });
  }

  tick(): void {
    this.now = this.deps.clock.now();
  }

  get signedIn(): boolean {
    return this.deps.user.isLoggedIn;
  }

  get region(): Region | null {
    return this.deps.dictionaries.regions.find((r) => r.id === this.deps.values().regionId) ?? null;
  }

  /** The restaurant that makes the order: the region's for delivery, the chosen one for pickup. */
  get restaurant(): Restaurant | null {
    const values = this.deps.values();
    const id = values.orderType === 'delivery' ? this.region?.restaurant_id : values.restaurantId;
    return this.deps.dictionaries.restaurants.find((r) => r.id === id) ?? null;
  }

  /** The API's numbers (lead time, days ahead, bonus share), as it served them. */
  get rules(): OrderRules {
    return this.deps.dictionaries.rules;
  }

  /**
   * Whether "as soon as possible" is possible: the restaurant is open now, not paused, not on a closed day
   * (unknown restaurant: yes). The restaurant's schedule is @nori/core's rule, the API's own.
   */
  get canOrderNow(): boolean {
    return !this.restaurant || isOpenAt(this.restaurant, this.now);
  }

  /** Open now, or why not and when it opens (for the checkout's notice); null without a restaurant. */
  get openState(): OpenState | null {
    return this.restaurant ? openState(this.restaurant, this.now) : null;
  }

  /** The first time a scheduled order may be due: lead time plus busy minutes, after a pause, within the hours. */
  get earliestSlot(): Date | null {
    return this.restaurant ? earliestSlot(this.restaurant, this.now, this.rules) : null;
  }

  /** The days (YYYY-MM-DD in Chișinău) with a time to offer, from today to the horizon. */
  get slotDays(): readonly string[] {
    const restaurant = this.restaurant;
    if (!restaurant) return [];
    const days: string[] = [];
    const last = chisinauIsoDate(this.latestSlot);
    for (let at = this.now.getTime(); ; at += 86_400_000) {
      const day = chisinauIsoDate(new Date(at));
      if (day > last) break;
      if (!days.includes(day) && slotsOn(restaurant, day, this.now, this.rules).length) days.push(day);
    }
    return days;
  }

  /** The times offered on a day (YYYY-MM-DD): within its intervals, none in a pause or before the earliest slot. */
  slotsOn(day: string): Date[] {
    return this.restaurant ? slotsOn(this.restaurant, day, this.now, this.rules) : [];
  }

  get latestSlot(): Date {
    return latestSlot(this.now, this.rules);
  }

  /** Σ of the lines that can be ordered, MDL. */
  get subtotal(): number {
    return this.deps.cart.orderableTotal;
  }

  /** The check of the order's offers, when the API has answered for the order as it stands. */
  get offerCheck(): OfferCheck | null {
    return this.deps.offers?.() ?? null;
  }

  /** What offers take off this order and whether bonuses combine with them; null while unknown (none shown). */
  get offersEffect(): OffersEffect | null {
    const check = this.offerCheck;
    if (!check) return null;
    return {
      discount: check.discount,
      deliveryDiscount: check.delivery_discount,
      bonusesAllowed: check.bonuses_allowed,
    };
  }

  /** The API's cap once it has checked the offers (the share of the goods after them, the balance), else the rule's. */
  get maxBonuses(): number {
    const check = this.offerCheck;
    if (check) return check.bonuses_allowed ? Math.max(0, check.bonuses_max) : 0;
    return maxBonuses(this.subtotal, this.bonusBalance, this.rules);
  }

  /** A field for the bonuses, or a line when there are none to spend on this order. */
  get bonusOffer(): BonusOffer {
    return bonusOffer(this.bonusBalance, this.maxBonuses, this.offersEffect?.bonusesAllowed ?? true);
  }

  get quote(): Quote {
    const values = this.deps.values();
    const offers = this.offersEffect;
    // Bonuses an offer does not combine with are not spent (the form says so under the field).
    const spends = this.signedIn && (offers?.bonusesAllowed ?? true);
    const bonuses = spends ? (parseBonuses(values.bonuses) ?? 0) : 0;
    const goods = Math.max(0, this.subtotal - (offers?.discount ?? 0));
    return quoteOrder(this.subtotal, values.orderType, this.region, Math.min(bonuses, goods), offers);
  }

  /** What the form's rules are checked against (`validateCheckout`). */
  get context(): CheckoutContext {
    return {
      now: this.now,
      region: this.region,
      restaurant: this.restaurant,
      subtotal: this.subtotal,
      orderableCount: this.deps.cart.orderableItems.length,
      signedIn: this.signedIn,
      bonusBalance: this.bonusBalance,
      rules: this.rules,
      phoneProblem: this.phoneRuleReady ? this.phoneRule : null,
      offers: this.offersEffect,
    };
  }

  /** Loads the phone rule (~34 kB gzip, so not with the page); if it cannot load, the server decides. */
  async loadPhoneRule(): Promise<void> {
    if (this.phoneRule) return;
    try {
      this.phoneRule = await loadPhoneRule();
      runInAction(() => (this.phoneRuleReady = true));
    } catch {
      // The API checks the phone as well.
    }
  }

  /** The signed-in shopper's balance from the API; a failure leaves it unknown (the server checks). */
  async loadBonusBalance(): Promise<void> {
    if (!this.signedIn) {
      this.bonusBalance = null;
      return;
    }
    try {
      const { balance } = await this.deps.api.account.getBonuses();
      runInAction(() => (this.bonusBalance = balance));
    } catch {
      // Without the balance the field still works.
    }
  }
}
