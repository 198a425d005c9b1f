/** The storefront's API: one client, one module per resource. */
import type { Locale } from '../i18n/locales';
import type { Clock } from '../services/clock';
import { createAccountApi, type AccountApi } from './account';
import { createAuthApi, type AuthApi } from './auth';
import { createCatalogApi, type CatalogApi } from './catalog';
import { createApiClient, type ApiClient } from './client';
import { createDictionariesApi, type DictionariesApi } from './dictionaries';
import { createOffersApi, type OffersApi } from './offers';
import { createOrdersApi, type OrdersApi } from './orders';

export interface Api {
  auth: AuthApi;
  dictionaries: DictionariesApi;
  catalog: CatalogApi;
  account: AccountApi;
  orders: OrdersApi;
  offers: OffersApi;
}

export function createApi(client: ApiClient): Api {
  return {
    auth: createAuthApi(client),
    dictionaries: createDictionariesApi(client),
    catalog: createCatalogApi(client),
    account: createAccountApi(client),
    orders: createOrdersApi(client),
    offers: createOffersApi(client),
  };
}

/** What the API needs from the shopper's session; the RootStore supplies it. */
export interface ApiSession {
  getLocale: () => Locale;
  getToken: () => string | null | undefined;
  onUnauthorized: () => void;
}

/** Builds the session's Api; the RootStore calls it once with itself as the session. */
export type ApiFactory = (session: ApiSession) => Api;

/** An ApiFactory over HTTP with this configuration (one per request on the server, one per tab in the browser). */
export function createHttpApiFactory(config: {
  baseUrl: string;
  signatureSuffix: string;
  clock: Clock;
  fetch?: typeof fetch;
}): ApiFactory {
  return (session) => createApi(createApiClient({ ...config, ...session }));
}

export { ApiError, isApiError, isUnknownSlug, type FieldErrors } from './errors';
export { createApiClient, requestSignature } from './client';
export type { ApiClient, ApiClientOptions } from './client';
export type * from './types';
export type { AuthApi } from './auth';
export type { AccountApi } from './account';
export type { CatalogApi, ProductFilter } from './catalog';
export type { DictionariesApi } from './dictionaries';
export type { OrdersApi } from './orders';
export type { OffersApi } from './offers';
