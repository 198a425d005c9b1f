import { DEFAULT_ORDER_RULES } from '@nori/core';
import { describe, expect, it } from 'vitest';
import type { Category } from '../api/types';
import { createTestStores } from '../testing/createTestStores';

const category = (id: number, name: string): Category => ({
  id,
  slug: `c${id}`,
  name,
  position: id,
  illustration: 'rolls',
  image: null,
  products_count: 1,
});

describe('DictionaryStore', () => {
  it('loads every dictionary of the root shell', async () => {
    const { stores, calls } = createTestStores({
      api: {
        dictionaries: {
          getImportantUpdateDate: async () => ({
            alert_message: 'Hi',
            alert_popup_message: 'Closed today',
          }),
          getCategoriesWithoutProducts: async () => [category(1, 'Rulouri')],
        },
      },
    });
    await stores.dictionaries.load();
    expect(calls.map((c) => c.method).sort()).toEqual([
      'getCategoriesWithoutProducts',
      'getImportantUpdateDate',
      'getOptions',
      'getOrderRules',
      'getOrderTypes',
      'getPaymentTypes',
      'getRegions',
      'getRestaurants',
      'getSocials',
    ]);
    expect(stores.dictionaries.settings).toEqual({
      phone: '+37322000000',
      email_admin: 'admin@nori.test',
    });
    expect(stores.dictionaries.alertPopupMessage).toBe('Closed today');
    expect(stores.dictionaries.categories).toEqual([category(1, 'Rulouri')]);
  });

  it("keeps the API's order rules, its defaults until they arrive, and the defaults over a malformed answer", async () => {
    const served = { ...DEFAULT_ORDER_RULES, lead_minutes: 90, bonus_spend_max_percent: 20 };
    const { stores } = createTestStores({ api: { dictionaries: { getOrderRules: async () => served } } });
    expect(stores.dictionaries.rules).toEqual(DEFAULT_ORDER_RULES);
    await stores.dictionaries.load();
    expect(stores.dictionaries.rules).toEqual(served);
    expect(stores.dictionaries.toSnapshot().orderRules).toEqual(served);

    const browser = createTestStores({ snapshot: { dictionaries: stores.dictionaries.toSnapshot() } });
    expect(browser.stores.dictionaries.rules.lead_minutes).toBe(90);

    const broken = createTestStores({
      api: { dictionaries: { getOrderRules: async () => ({ ...served, slot_step_minutes: 0 }) } },
    });
    await broken.stores.dictionaries.load();
    expect(broken.stores.dictionaries.rules).toEqual(DEFAULT_ORDER_RULES);
  });

  it('swallows failures and keeps what did arrive', async () => {
    const { stores } = createTestStores({
      api: {
        dictionaries: {
          getOptions: () => Promise.reject(new Error('down')),
          getCategoriesWithoutProducts: async () => [category(1, 'Rulouri')],
        },
      },
    });
    await expect(stores.dictionaries.load()).resolves.toBeUndefined();
    expect(stores.dictionaries.settings).toBeNull();
    expect(stores.dictionaries.categories).toHaveLength(1);
  });

  it('drops an answer that arrives after the language changed again', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const t = createTestStores({
      api: {
        dictionaries: {
          getCategoriesWithoutProducts: async () => {
            const asked = t.session.getLocale();
            if (asked === 'ru') await gate;
            return [category(1, asked)];
          },
        },
      },
    });
    t.stores.locale.setLocale('ru');
    const slow = t.stores.dictionaries.loadCategories();
    t.stores.locale.setLocale('en');
    await t.stores.dictionaries.loadCategories();
    release();
    await slow;
    expect(t.stores.dictionaries.categories[0]?.name).toBe('en');
  });

  it('round-trips through a snapshot and ignores lists that are not lists', async () => {
    const a = createTestStores({
      api: {
        dictionaries: {
          getCategoriesWithoutProducts: async () => [category(2, 'Seturi')],
        },
      },
    });
    await a.stores.dictionaries.load();
    const b = createTestStores();
    b.stores.dictionaries.hydrate(JSON.parse(JSON.stringify(a.stores.dictionaries.toSnapshot())));
    expect(b.stores.dictionaries.toSnapshot()).toEqual(a.stores.dictionaries.toSnapshot());
    b.stores.dictionaries.hydrate({ categories: 'nope' as never });
    expect(b.stores.dictionaries.categories).toHaveLength(1);
  });
});
