/**
 * A RootStore over in-memory fakes, for unit tests, component tests and stories: no network, no browser
 * storage, a fixed clock, and analytics that record. Each fake API call resolves with plausible demo data
 * unless overridden; calls are recorded in `calls`.
 */
import { DEFAULT_ORDER_RULES } from '@nori/core';
import { ApiError, type Api, type ApiSession } from '../api';
import type { AccountApi } from '../api/account';
import type { AuthApi } from '../api/auth';
import type { CatalogApi } from '../api/catalog';
import type { DictionariesApi } from '../api/dictionaries';
import type { OffersApi } from '../api/offers';
import type { OrdersApi } from '../api/orders';
import type { Profile } from '../api/types';
import type { Locale } from '../i18n/locales';
import { createRecordingAnalytics, type AnalyticsContext, type RecordingAnalytics } from '../services/analytics';
import { createFixedClock, type FixedClock } from '../services/clock';
import { createServerCookieJar, serializeCookie, type ServerCookieJar } from '../services/cookies';
import { createMemoryStorage, type KeyValueStorage } from '../services/storage';
import { CheckoutStore } from '../stores/CheckoutStore';
import { RootStore, type RootSnapshot } from '../stores/RootStore';

export interface FakeApiOverrides {
  auth?: Partial<AuthApi>;
  dictionaries?: Partial<DictionariesApi>;
  catalog?: Partial<CatalogApi>;
  account?: Partial<AccountApi>;
  orders?: Partial<OrdersApi>;
  offers?: Partial<OffersApi>;
}

export const testProfile: Profile = {
  id: 1,
  phone: '37369123456',
  name: 'Ana',
  surname: 'Rusu',
  birthday: '1990-05-17',
  referral_code: 'ANA123',
  referrer_id: null,
  bonus_balance: 0,
};

export interface FakeApiCall {
  resource: keyof Api;
  method: string;
  args: unknown[];
}

/** An Api whose every method records its call and answers from the defaults or the overrides. */
export function createFakeApi(overrides: FakeApiOverrides = {}, calls: FakeApiCall[] = []): Api {
  const auth: AuthApi = {
    viaPhoneNumber: async () => ({ success: true }),
    smsCodeCheck: async () => 'test-token',
    getProfile: async () => testProfile,
    updateProfile: async (fields) => ({
      ...testProfile,
      ...fields,
      referrer_id: null,
    }),
    logout: async () => undefined,
    ...overrides.auth,
  };
  const dictionaries: DictionariesApi = {
    getOptions: async () => ({
      phone: '+37322000000',
      email_admin: 'admin@nori.test',
    }),
    getImportantUpdateDate: async () => ({
      alert_message: null,
      alert_popup_message: null,
    }),
    getSocials: async () => [],
    getRegions: async () => [],
    getRestaurants: async () => [],
    getPaymentTypes: async () => [],
    getOrderTypes: async () => [],
    getCategoriesWithoutProducts: async () => [],
    getOrderRules: async () => DEFAULT_ORDER_RULES,
    ...overrides.dictionaries,
  };
  const catalog: CatalogApi = {
    getMenu: async () => [],
    getCategory: async (slug) => Promise.reject(new Error(`No category ${slug} in the fake API`)),
    getProduct: async (slug) => Promise.reject(new Error(`No product ${slug} in the fake API`)),
    getProducts: async () => [],
    getProductsByIds: async () => [],
    getPromotions: async () => [],
    getPromotion: async (slug) => Promise.reject(new Error(`No promotion ${slug} in the fake API`)),
    getLegacyProducts: async () => [],
    ...overrides.catalog,
  };
  const account: AccountApi = {
    getOrders: async (page = 1, perPage = 10) => ({
      data: [],
      meta: { page, per_page: perPage, total: 0, last_page: 1 },
    }),
    getOrder: async (id) => Promise.reject(new ApiError(404, `No order ${id} in the fake API`)),
    reviewOrder: async (id) => Promise.reject(new ApiError(404, `No order ${id} in the fake API`)),
    cancelOrder: async (id) => Promise.reject(new ApiError(404, `No order ${id} in the fake API`)),
    getBonuses: async () => ({ balance: 0, transactions: [] }),
    getReferral: async () => ({
      code: testProfile.referral_code,
      link: `https://shop.test/?referral=${testProfile.referral_code}`,
      invited: 0,
      earned: 0,
    }),
    getFavorites: async () => [],
    putFavorites: async (ids) => [...new Set(ids)],
    logout: async () => undefined,
    ...overrides.account,
  };
  const orders: OrdersApi = {
    create: async () => Promise.reject(new Error('No orders in the fake API')),
    pay: async (id) => Promise.reject(new Error(`No order ${id} in the fake API`)),
    verifyPayment: async () => Promise.reject(new Error('No payments in the fake API')),
    tracked: async () => Promise.reject(new ApiError(404, 'No tracked orders in the fake API')),
    cancelTracked: async () => Promise.reject(new ApiError(404, 'No tracked orders in the fake API')),
    ...overrides.orders,
  };
  // A backend without offers by default (the business's own may have none): the shop then shows none.
  const offers: OffersApi = {
    check: async () => Promise.reject(new ApiError(404, 'No offers in the fake API')),
    list: async () => [],
    ...overrides.offers,
  };
  const record = <T extends object>(resource: keyof Api, methods: T): T =>
    Object.fromEntries(
      Object.entries(methods).map(([method, fn]) => [
        method,
        (...args: unknown[]) => {
          calls.push({ resource, method, args });
          return (fn as (...a: unknown[]) => unknown)(...args);
        },
      ]),
    ) as T;
  return {
    auth: record('auth', auth),
    dictionaries: record('dictionaries', dictionaries),
    catalog: record('catalog', catalog),
    account: record('account', account),
    orders: record('orders', orders),
    offers: record('offers', offers),
  };
}

export interface TestStoresOptions {
  api?: FakeApiOverrides;
  /** Cookies present at start, e.g. `{ token: 'abc' }`. */
  cookies?: Record<string, string>;
  /** Browser storage at start, full keys, e.g. `{ 'test:cart': '[]' }`. */
  storage?: Record<string, string>;
  locale?: Locale;
  /** @default 'test:' */
  storagePrefix?: string;
  /** @default '2026-01-15T10:00:00Z' */
  now?: Date | string;
  analytics?: Partial<AnalyticsContext>;
  /** Server render state to hydrate from. */
  snapshot?: Partial<RootSnapshot>;
  /** Read cart, favourites and viewed from storage, as the browser does on start. @default true */
  restore?: boolean;
  /** Serve as https (token cookie Secure). @default false */
  secure?: boolean;
}

export interface TestStores {
  stores: RootStore;
  api: Api;
  /** Every fake API call, in order. */
  calls: FakeApiCall[];
  cookies: ServerCookieJar;
  storage: KeyValueStorage;
  analytics: RecordingAnalytics;
  clock: FixedClock;
  /** The session the RootStore handed the API: `session.onUnauthorized()` plays a 401. */
  session: ApiSession;
  /** The checkout's store, as `useCheckout()` gives it to the components. */
  checkout: CheckoutStore;
}

export function createTestStores(options: TestStoresOptions = {}): TestStores {
  const calls: FakeApiCall[] = [];
  const api = createFakeApi(options.api, calls);
  const cookieHeader = Object.entries(options.cookies ?? {})
    .map(([name, value]) => serializeCookie(name, value).split(';')[0])
    .join('; ');
  const cookies = createServerCookieJar(cookieHeader, {
    secure: options.secure ?? false,
  });
  const storage = createMemoryStorage(options.storage);
  const analytics = createRecordingAnalytics(options.analytics);
  const clock = createFixedClock(options.now ?? '2026-01-15T10:00:00Z');
  let session: ApiSession | undefined;
  const stores = new RootStore({
    api: (s) => {
      session = s;
      return api;
    },
    storage,
    cookies,
    analytics,
    clock,
    storagePrefix: options.storagePrefix ?? 'test:',
    locale: options.locale ?? 'ro',
  });
  if (options.snapshot) stores.hydrate(options.snapshot);
  if (options.restore ?? true) stores.restore();
  if (!session) throw new Error('RootStore did not build its API');
  const checkout = stores.checkoutWith(CheckoutStore);
  return { stores, api, calls, cookies, storage, analytics, clock, session, checkout };
}
