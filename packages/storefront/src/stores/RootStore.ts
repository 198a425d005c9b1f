/**
 * One RootStore per request on the server and one per tab in the browser (never a module singleton).
 * It creates the domain stores with their dependencies and the API session they share: the API reads the
 * locale and token from here, and any 401 logs the shopper out.
 */
import { reaction } from 'mobx';
import type { Api, ApiFactory } from '../api';
import type { Region } from '../api/types';
import type { Locale } from '../i18n/locales';
import type { Analytics } from '../services/analytics';
import type { Clock } from '../services/clock';
import type { CookieJar } from '../services/cookies';
import { readJson, writeJson, type KeyValueStorage } from '../services/storage';
import type { AttentionStore, AttentionStoreDeps } from './AttentionStore';
import type { AuthStore, AuthStoreDeps } from './AuthStore';
import { CartStore } from './CartStore';
import type { CheckoutStore, CheckoutStoreDeps } from './CheckoutStore';
import type { OrderOffers, OrderOffersDeps } from './OrderOffers';
import { DictionaryStore, type DictionarySnapshot } from './DictionaryStore';
import { LocaleStore } from './LocaleStore';
import { captureReferral } from './referral';
import { UiStore, type UiSnapshot } from './UiStore';
import { UserStore, type UserSnapshot } from './UserStore';

export interface RootStoreDeps {
  /** Builds the API for this session (see `createHttpApiFactory`). */
  api: ApiFactory;
  /** localStorage in the browser, memory on the server. */
  storage: KeyValueStorage;
  cookies: CookieJar;
  analytics: Analytics;
  clock: Clock;
  /** The brand's storage key prefix: `${prefix}cart`, `${prefix}favorites`, `${prefix}viewed`. */
  storagePrefix: string;
  /** The locale of the URL being rendered. */
  locale: Locale;
}

/** What the server render passes to the browser's RootStore (JSON-safe, no token). */
export interface RootSnapshot {
  locale: Locale;
  user: UserSnapshot;
  ui: UiSnapshot;
  dictionaries: DictionarySnapshot;
}

export class RootStore {
  readonly api: Api;
  readonly locale: LocaleStore;
  readonly ui: UiStore;
  readonly user: UserStore;
  readonly cart: CartStore;
  readonly dictionaries: DictionaryStore;
  readonly cookies: CookieJar;
  readonly analytics: Analytics;
  readonly clock: Clock;
  /** What the sign-in's store is created with, once asked for (`authWith`). */
  private readonly authDeps: AuthStoreDeps;
  private authStore: AuthStore | null = null;
  /** What the checkout's store is created with, once asked for (`checkoutWith`). */
  private readonly checkoutDeps: CheckoutStoreDeps;
  private checkoutStore: CheckoutStore | null = null;
  /** The order's offers, shared by the cart and the checkout, once asked for (`offersWith`). */
  private offersModel: OrderOffers | null = null;
  private readonly offersDeps: (orderOf: typeof OrderOffers.orderOf) => OrderOffersDeps;
  /** What the attention popup's store is created with, once asked for (`attentionWith`). */
  private readonly attentionDeps: AttentionStoreDeps;
  private attentionStore: AttentionStore | null = null;
  /** Browser: the stores have read their lists back from storage (`restore`). */
  private restored = false;

  constructor(deps: RootStoreDeps) {
    const { storage, cookies, analytics, storagePrefix } = deps;
    this.cookies = cookies;
    this.analytics = analytics;
    this.clock = deps.clock;
    // The session's callbacks read the stores lazily: they run only once requests are made.
    this.api = deps.api({
      getLocale: () => this.locale.locale,
      getToken: () => this.user.token,
      onUnauthorized: () => this.user.logout(),
    });
    const api = this.api;
    this.locale = new LocaleStore({ locale: deps.locale, cookies });
    this.ui = new UiStore();
    this.user = new UserStore({ api, cookies, storage, storagePrefix });
    this.authDeps = {
      api,
      user: this.user,
      ui: this.ui,
      analytics,
      cookies,
      // The API's SMS_COUNTRY_CODES, served with its order rules; read when a phone is checked.
      phoneCountryCodes: () => this.dictionaries.rules.phone_country_codes,
    };
    this.cart = new CartStore({
      storage,
      storagePrefix,
      cookies,
      // The API's answers are public for 5 s and stale-while-revalidate for 300: a browser would re-price a
      // cart from a copy that predates a price or stop-list change, so it asks every time (304 if unchanged).
      fetchProducts: (ids) => api.catalog.getProductsByIds(ids, { revalidate: true }),
      // Known once the checkout has been opened in this tab: its area's restaurant or the pickup one.
      restaurantId: () => this.checkoutStore?.terms.restaurant?.id ?? null,
    });
    this.dictionaries = new DictionaryStore({
      api,
      getLocale: () => this.locale.locale,
    });
    this.checkoutDeps = {
      api,
      cart: this.cart,
      user: this.user,
      dictionaries: this.dictionaries,
      analytics,
      cookies,
      storage,
      storagePrefix,
      clock: deps.clock,
      offers: (Model) => this.offersWith(Model),
    };
    const codeKey = `${storagePrefix}promo-code`;
    this.offersDeps = (orderOf) => ({
      api,
      // Where the order is made: the checkout's choice once it has been opened, else delivery to the cart's area.
      order: () =>
        orderOf(
          this.checkoutStore?.form.values ?? {
            orderType: 'delivery',
            regionId: this.deliveryRegion?.id ?? null,
            restaurantId: null,
          },
          this.cart.orderableItems,
        ),
      saved: () => {
        const code = readJson(storage, codeKey);
        return typeof code === 'string' && code.trim() !== '' ? code : null;
      },
      save: (code) => (code ? writeJson(storage, codeKey, code) : storage.removeItem(codeKey)),
      onEdit: () => this.checkoutStore?.offersEdited(),
    });
    this.attentionDeps = { ui: this.ui, dictionaries: this.dictionaries, cookies };
  }

  /**
   * Server: the root shell's data — every dictionary and, when signed in, the profile. Failures are
   * swallowed; the page renders with what arrived. (The attention popup is the browser's: see start.)
   */
  async loadShared(): Promise<void> {
    await Promise.all([this.dictionaries.load(), this.user.loadProfile()]);
  }

  /** Browser: reads the cart, favourites and viewed lists back from storage. */
  restore(): void {
    this.restored = true;
    this.cart.restore();
    this.checkoutStore?.restore();
    this.offersModel?.restore();
    this.user.restore();
  }

  /**
   * The sign-in's store (phone, code, profile), created on first use from the class the caller brings
   * (`useAuth`): only the sign-in modals and the profile form load its modules, never the first load.
   */
  authWith(Store: new (deps: AuthStoreDeps) => AuthStore): AuthStore {
    return (this.authStore ??= new Store(this.authDeps));
  }

  /**
   * The checkout's store, created on first use from the class the caller brings (`useCheckout`): only the
   * checkout's and the payment pages load its modules. Once created it is the same for the whole session.
   */
  checkoutWith(Store: new (deps: CheckoutStoreDeps) => CheckoutStore): CheckoutStore {
    if (!this.checkoutStore) {
      this.checkoutStore = new Store(this.checkoutDeps);
      if (this.restored) this.checkoutStore.restore();
    }
    return this.checkoutStore;
  }

  /**
   * The order's offers (issue 33): the promo code and the API's check of the order, one model the cart drawer
   * and the checkout share (so a code applied in the cart is in force at checkout), created on first use from
   * the class the caller brings: neither is in the first load, so neither is its module.
   */
  offersWith(Model: typeof OrderOffers): OrderOffers {
    if (!this.offersModel) {
      this.offersModel = new Model(this.offersDeps(Model.orderOf));
      if (this.restored) this.offersModel.restore();
    }
    return this.offersModel;
  }

  /**
   * The attention popup's store, created on first use from the class the caller brings: the shell when it
   * arms the popup at the shopper's first interaction, the cookie banner that holds it back, the popup
   * itself (`useAttention`). None of them is in the first load, so neither is its module.
   */
  attentionWith(Store: new (deps: AttentionStoreDeps) => AttentionStore): AttentionStore {
    return (this.attentionStore ??= new Store(this.attentionDeps));
  }

  /**
   * The delivery area the shopper orders for, which the cart's progress to free delivery follows: the
   * checkout's choice once the checkout has been opened in this tab, otherwise the first area. (The cart
   * asks here rather than the checkout, whose code it does not load.)
   */
  get deliveryRegion(): Region | null {
    return this.checkoutStore?.terms.region ?? this.dictionaries.regions[0] ?? null;
  }

  /** Keeps a `?referral=` code from this URL in its cookie (server render and each client navigation). */
  captureReferral(url: string | URL): string | null {
    return captureReferral(url, this.cookies);
  }

  /**
   * Browser only, once after hydration: the scroll lock follows the overlays, the localized dictionaries
   * reload on a language switch, and a signed-in shopper's favourites come from the server. (The attention
   * popup follows the announcement once armed: `AttentionStore.arm`.) Returns the disposer, which stops the
   * popup's following too.
   */
  start(doc: Document = document): () => void {
    // A signed-in shopper's favourites live on the server: another device may have changed them.
    void this.user.pullFavorites();
    const disposers = [
      this.ui.startScrollLock(doc),
      reaction(
        () => this.locale.locale,
        () => void this.dictionaries.reloadLocalized(),
      ),
      () => this.attentionStore?.stop(),
    ];
    return () => disposers.forEach((dispose) => dispose());
  }

  toSnapshot(): RootSnapshot {
    return {
      locale: this.locale.locale,
      user: this.user.toSnapshot(),
      ui: this.ui.toSnapshot(),
      dictionaries: this.dictionaries.toSnapshot(),
    };
  }

  /** Browser: takes the server render's state before the first render, so hydration matches. */
  hydrate(snapshot: Partial<RootSnapshot> | null | undefined): void {
    if (!snapshot) return;
    if (snapshot.locale) this.locale.syncFromUrl(snapshot.locale);
    this.user.hydrate(snapshot.user);
    this.ui.hydrate(snapshot.ui);
    this.dictionaries.hydrate(snapshot.dictionaries);
  }
}
