// @vitest-environment happy-dom
import { DEFAULT_ORDER_RULES } from '@nori/core';
import { describe, expect, it } from 'vitest';
import type { Category, Product } from '../api/types';
import { testRegion, testRestaurant } from '../testing/checkoutFixtures';
import { createTestStores, testProfile } from '../testing/createTestStores';
import { AttentionStore } from './AttentionStore';
import { AuthStore } from './AuthStore';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const category = (name: string): Category => ({
  id: 1,
  slug: 'rolls',
  name,
  position: 1,
  illustration: 'rolls',
  image: null,
  products_count: 1,
});

describe('RootStore', () => {
  it('server: loads the shared data and the signed-in profile, and snapshots them without the token', async () => {
    const server = createTestStores({
      cookies: { token: 'secret-token' },
      locale: 'ru',
      api: {
        dictionaries: {
          getCategoriesWithoutProducts: async () => [category('Роллы')],
        },
      },
    });
    await server.stores.loadShared();
    const snapshot = JSON.parse(JSON.stringify(server.stores.toSnapshot()));
    expect(snapshot).toMatchObject({
      locale: 'ru',
      user: { profile: testProfile },
      ui: [],
    });
    expect(JSON.stringify(snapshot)).not.toContain('secret-token');

    const browser = createTestStores({
      cookies: { token: 'secret-token' },
      snapshot,
    });
    expect(browser.stores.locale.locale).toBe('ru');
    expect(browser.stores.user.profile).toEqual(testProfile);
    expect(browser.stores.dictionaries.categories).toEqual([category('Роллы')]);
    expect(browser.calls).toEqual([]);
  });

  it('server: an expired token is dropped by the 401 and the page renders signed out', async () => {
    const { stores, session, cookies } = createTestStores({
      cookies: { token: 'expired' },
      api: {
        auth: {
          getProfile: () => {
            session.onUnauthorized();
            return Promise.reject(new Error('401'));
          },
        },
      },
    });
    await stores.loadShared();
    expect(stores.user.isLoggedIn).toBe(false);
    expect(cookies.setCookieHeaders()).toContain('token=; Max-Age=0; Path=/');
  });

  it('carries an open modal (a guarded page’s sign-in) from the server to the browser', () => {
    const server = createTestStores();
    server.stores.authWith(AuthStore).start('/account/orders');
    const browser = createTestStores({ snapshot: server.stores.toSnapshot() });
    expect(browser.stores.ui.isOpen('authPhone')).toBe(true);
  });

  it('restores the cart and lists from storage on start', () => {
    const { stores } = createTestStores({
      storage: {
        'test:cart': JSON.stringify([{ id: 1, quantity: 2, currentPrice: 10, modifiers: [] }]),
        'test:favorites': '[4]',
      },
    });
    expect([stores.cart.count, stores.user.favorites]).toEqual([2, [4]]);
  });

  it('gives the cart the delivery area chosen at checkout, else the first one', () => {
    const regions = [1, 2].map((id) => ({ id, name: `Area ${id}` }));
    const { stores, checkout } = createTestStores({ snapshot: { dictionaries: { regions } as never } });
    expect(stores.deliveryRegion?.id).toBe(1);
    checkout.form.setField('regionId', 2);
    expect(stores.deliveryRegion?.id).toBe(2);
  });

  it('has the cart price its lines against the restaurant the checkout would order from', async () => {
    // Two areas cooked by two restaurants; Botanica has Philadelphia on its stop-list, Centru does not.
    const regions = [testRegion, { ...testRegion, id: 2, code: 'botanica', name: 'Botanica', restaurant_id: 11 }];
    const restaurants = [testRestaurant, { ...testRestaurant, id: 11, code: 'botanica', name: 'Nori Botanica' }];
    const philadelphia = { id: 5, slug: 'philadelphia', name: 'Philadelphia', price: 100, is_available: true };
    const { stores, checkout } = createTestStores({
      snapshot: { dictionaries: { regions, restaurants } as never },
      api: {
        catalog: {
          getProductsByIds: async () => [
            { ...philadelphia, unavailable_at: [11], modifiers: [] } as unknown as Product,
          ],
        },
      },
    });
    stores.cart.add({ id: 5, currentPrice: 100, name: 'Philadelphia', slug: 'philadelphia' });
    await stores.cart.reprice();
    const stopped = () => stores.cart.unavailableItems.map((line) => stores.cart.issueOf(line));

    checkout.form.setField('regionId', 1);
    expect(stopped()).toEqual([]);
    expect(checkout.terms.subtotal).toBe(100);
    checkout.form.setField('regionId', 2);
    expect(stopped()).toEqual([{ kind: 'unavailable', restaurantId: 11 }]);
    expect(checkout.terms.subtotal).toBe(0);
    // Pickup: the chosen restaurant's stop-list, whatever the area.
    checkout.form.setField('orderType', 'pickup');
    checkout.form.setField('restaurantId', 10);
    expect(stopped()).toEqual([]);
    checkout.form.setField('restaurantId', 11);
    expect(stopped()).toEqual([{ kind: 'unavailable', restaurantId: 11 }]);
  });

  it('keeps a referral from the URL', () => {
    const { stores, cookies } = createTestStores();
    expect(stores.captureReferral('https://shop.test/?referral=R1')).toBe('R1');
    expect(cookies.get('referral')).toBe('R1');
  });
});

describe('RootStore.start (browser)', () => {
  it('clips the page while a modal or drawer is open', () => {
    const { stores } = createTestStores();
    const stop = stores.start(document);
    stores.ui.open('cart');
    expect(document.documentElement.classList.contains('is-clipped')).toBe(true);
    stores.ui.close('cart');
    expect(document.documentElement.classList.contains('is-clipped')).toBe(false);
    stop();
  });

  it('reloads the categories in the new language on a switch, and stops doing so when disposed', async () => {
    const names = { ro: 'Rulouri', ru: 'Роллы', en: 'Rolls', uk: 'Роли' };
    const t = createTestStores({
      api: {
        dictionaries: {
          getCategoriesWithoutProducts: async () => [category(names[t.session.getLocale()])],
        },
      },
    });
    const stop = t.stores.start(document);
    t.stores.locale.setLocale('ru');
    await tick();
    expect(t.stores.dictionaries.categories[0]?.name).toBe('Роллы');
    stop();
    t.stores.locale.setLocale('en');
    await tick();
    expect(t.stores.dictionaries.categories[0]?.name).toBe('Роллы');
  });

  /** Stores started with the attention popup armed, whose announcement has a popup message in English only. */
  function armedForEnglishNotice() {
    const t = createTestStores({
      api: {
        dictionaries: {
          getImportantUpdateDate: async () => ({
            alert_message: null,
            alert_popup_message: t.session.getLocale() === 'en' ? 'Closed today' : null,
          }),
        },
      },
    });
    const stop = t.stores.start(document);
    t.stores.attentionWith(AttentionStore).arm();
    return { t, stop };
  }

  it('opens the attention popup when a switch brings a message', async () => {
    const { t, stop } = armedForEnglishNotice();
    expect(t.stores.attentionWith(AttentionStore).isOpen).toBe(false);
    t.stores.locale.setLocale('en');
    await tick();
    expect(t.stores.attentionWith(AttentionStore).isOpen).toBe(true);
    stop();
  });

  it('stops following the announcement for the attention popup when disposed', async () => {
    const { t, stop } = armedForEnglishNotice();
    stop();
    t.stores.locale.setLocale('en');
    await t.stores.dictionaries.reloadLocalized();
    expect(t.stores.dictionaries.alertPopupMessage).toBe('Closed today');
    expect(t.stores.attentionWith(AttentionStore).isOpen).toBe(false);
  });

  it('opens the attention popup once the overlay it waited for closes', async () => {
    const t = createTestStores({
      api: {
        dictionaries: { getImportantUpdateDate: async () => ({ alert_message: null, alert_popup_message: 'Hi' }) },
      },
    });
    await t.stores.dictionaries.load();
    const stop = t.stores.start(document);
    t.stores.ui.open('authPhone');
    t.stores.attentionWith(AttentionStore).arm();
    expect(t.stores.attentionWith(AttentionStore).isOpen).toBe(false);
    t.stores.ui.close('authPhone');
    expect(t.stores.attentionWith(AttentionStore).isOpen).toBe(true);
    stop();
  });
});

describe('the API’s phone countries reach the sign-in', () => {
  it('checks phones against the calling codes served with the order rules', async () => {
    const t = createTestStores({
      api: {
        dictionaries: {
          getOrderRules: async () => ({ ...DEFAULT_ORDER_RULES, phone_country_codes: ['373', '40'] }),
        },
      },
    });
    expect(t.stores.authWith(AuthStore).phoneCountryCodes).toEqual(DEFAULT_ORDER_RULES.phone_country_codes);
    await t.stores.dictionaries.load();
    expect(t.stores.authWith(AuthStore).phoneCountryCodes).toEqual(['373', '40']);
  });
});
