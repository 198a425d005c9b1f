/** The shop's shared data, loaded by the root shell (spec §7). */
import type { ApiClient } from './client';
import { listOf } from './list';
import type {
  Category,
  ImportantUpdate,
  OrderRules,
  OrderType,
  PaymentType,
  Region,
  Restaurant,
  Settings,
  Social,
} from './types';

export function createDictionariesApi(client: ApiClient) {
  const list = async <T>(path: string) => listOf<T>(await client.get(path));
  return {
    /** Contact settings: phone, email_admin. */
    getOptions: () => client.get<Settings>('/api/get-options'),
    /** Announcements: alert_message, alert_popup_message. */
    getImportantUpdateDate: () => client.get<ImportantUpdate>('/api/important-update-date'),
    getSocials: () => list<Social>('/api/dictionaries/social-and-messenger'),
    getRegions: () => list<Region>('/api/get-regions'),
    getRestaurants: () => list<Restaurant>('/api/get-restaurants'),
    getPaymentTypes: () => list<PaymentType>('/api/dictionaries/payment-types'),
    getOrderTypes: () => list<OrderType>('/api/dictionaries/order-types'),
    /** What the API checks orders against: lead time, days ahead, slot step, bonus shares. */
    getOrderRules: () => client.get<OrderRules>('/api/order-rules'),
    getCategoriesWithoutProducts: () => list<Category>('/api/get-categories-without-products'),
  };
}

export type DictionariesApi = ReturnType<typeof createDictionariesApi>;
