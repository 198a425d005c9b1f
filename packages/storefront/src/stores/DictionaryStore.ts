/**
 * The shop's shared data, loaded by the root shell on the server and hydrated in the browser (spec §7):
 * settings, announcements, socials, regions, restaurants, payment and order types, categories, and the
 * rules the API checks orders against (until they arrive, the API's defaults). Failures
 * are swallowed (spec §8): the page renders with what arrived.
 */
import { DEFAULT_ORDER_RULES } from '@nori/core/orderRules';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Api } from '../api';
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
} from '../api/types';
import type { Locale } from '../i18n/locales';

export interface DictionarySnapshot {
  settings: Settings | null;
  options: ImportantUpdate | null;
  socials: Social[];
  regions: Region[];
  restaurants: Restaurant[];
  paymentTypes: PaymentType[];
  orderTypes: OrderType[];
  categories: Category[];
  orderRules: OrderRules | null;
}

type Key = keyof DictionarySnapshot;

export interface DictionaryStoreDeps {
  api: Api;
  getLocale: () => Locale;
}

const LISTS = ['socials', 'regions', 'restaurants', 'paymentTypes', 'orderTypes', 'categories'] as const;

/** The ones whose text depends on the language: reloaded on a switch. */
const LOCALIZED: readonly Key[] = ['options', 'regions', 'restaurants', 'paymentTypes', 'orderTypes', 'categories'];

/** An answer shaped like the defaults (each number a number, each list a list of texts); else the defaults stay. */
function isOrderRules(value: unknown): value is OrderRules {
  if (!value || typeof value !== 'object') return false;
  const rules = value as Record<string, unknown>;
  return Object.entries(DEFAULT_ORDER_RULES).every(([key, fallback]) => {
    const rule = rules[key];
    if (Array.isArray(fallback)) return Array.isArray(rule) && rule.every((item) => typeof item === 'string');
    return typeof rule === 'number' && Number.isFinite(rule) && rule >= (key === 'slot_step_minutes' ? 1 : 0);
  });
}

export class DictionaryStore implements DictionarySnapshot {
  settings: Settings | null = null;
  options: ImportantUpdate | null = null;
  socials: Social[] = [];
  regions: Region[] = [];
  restaurants: Restaurant[] = [];
  paymentTypes: PaymentType[] = [];
  orderTypes: OrderType[] = [];
  categories: Category[] = [];
  orderRules: OrderRules | null = null;

  constructor(private readonly deps: DictionaryStoreDeps) {
    makeAutoObservable<this, 'deps' | 'fetchers'>(this, { deps: false, fetchers: false }, { autoBind: true });
  }

  private get fetchers(): { [K in Key]: () => Promise<DictionarySnapshot[K]> } {
    const d = this.deps.api.dictionaries;
    return {
      settings: d.getOptions,
      options: d.getImportantUpdateDate,
      socials: d.getSocials,
      regions: d.getRegions,
      restaurants: d.getRestaurants,
      paymentTypes: d.getPaymentTypes,
      orderTypes: d.getOrderTypes,
      categories: d.getCategoriesWithoutProducts,
      orderRules: d.getOrderRules,
    };
  }

  /** The API's order rules; its defaults until its answer arrives (or when it cannot be read). */
  get rules(): OrderRules {
    return this.orderRules ?? DEFAULT_ORDER_RULES;
  }

  /** The announcement shown on every page, if any (trimmed; blank means none). */
  get alertMessage(): string | null {
    return this.options?.alert_message?.trim() || null;
  }

  /** The announcement for the attention popup, if any. */
  get alertPopupMessage(): string | null {
    return this.options?.alert_popup_message || null;
  }

  /** Loads every dictionary in parallel (the server's root loader). */
  load(): Promise<void> {
    return this.fetch(Object.keys(this.fetchers) as Key[]);
  }

  loadCategories(): Promise<void> {
    return this.fetch(['categories']);
  }

  /** After a language switch: categories (spec §7) and the other lists with translated names. */
  reloadLocalized(): Promise<void> {
    return this.fetch(LOCALIZED);
  }

  /**
   * Fetches the given dictionaries; each answer is applied only if the language is still the one it was
   * asked in, so a quick ro → ru → en never leaves Russian names behind.
   */
  private async fetch(keys: readonly Key[]): Promise<void> {
    const locale = this.deps.getLocale();
    await Promise.all(
      keys.map(async (key) => {
        try {
          const value = await this.fetchers[key]();
          if (this.deps.getLocale() !== locale) return;
          runInAction(() => this.assign(key, value));
        } catch {
          // Spec §8: fetch failures are swallowed; the page renders without this dictionary.
        }
      }),
    );
  }

  private assign<K extends Key>(key: K, value: DictionarySnapshot[K]): void {
    if ((LISTS as readonly Key[]).includes(key) && !Array.isArray(value)) return;
    if (key === 'orderRules' && value !== null && !isOrderRules(value)) return;
    (this as DictionarySnapshot)[key] = value;
  }

  toSnapshot(): DictionarySnapshot {
    return {
      settings: this.settings,
      options: this.options,
      socials: this.socials,
      regions: this.regions,
      restaurants: this.restaurants,
      paymentTypes: this.paymentTypes,
      orderTypes: this.orderTypes,
      categories: this.categories,
      orderRules: this.orderRules,
    };
  }

  hydrate(snapshot: Partial<DictionarySnapshot> | null | undefined): void {
    if (!snapshot) return;
    for (const key of Object.keys(this.fetchers) as Key[]) {
      const value = snapshot[key];
      if (value !== undefined) this.assign(key, value);
    }
  }
}
