import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { messageGroupOf, type MessageGroup } from './intl';
import accountEn from './messages/account/en.json';
import accountRo from './messages/account/ro.json';
import accountRu from './messages/account/ru.json';
import accountUk from './messages/account/uk.json';
import allergensEn from './messages/allergens/en.json';
import allergensRo from './messages/allergens/ro.json';
import allergensRu from './messages/allergens/ru.json';
import allergensUk from './messages/allergens/uk.json';
import checkoutEn from './messages/checkout/en.json';
import checkoutRo from './messages/checkout/ro.json';
import checkoutRu from './messages/checkout/ru.json';
import checkoutUk from './messages/checkout/uk.json';
import consentEn from './messages/consent/en.json';
import consentRo from './messages/consent/ro.json';
import consentRu from './messages/consent/ru.json';
import consentUk from './messages/consent/uk.json';
import en from './messages/en.json';
import menuEn from './messages/menu/en.json';
import menuRo from './messages/menu/ro.json';
import menuRu from './messages/menu/ru.json';
import menuUk from './messages/menu/uk.json';
import orderEn from './messages/order/en.json';
import orderRo from './messages/order/ro.json';
import orderRu from './messages/order/ru.json';
import orderUk from './messages/order/uk.json';
import productEn from './messages/product/en.json';
import productRo from './messages/product/ro.json';
import productRu from './messages/product/ru.json';
import productUk from './messages/product/uk.json';
import pwaEn from './messages/pwa/en.json';
import pwaRo from './messages/pwa/ro.json';
import pwaRu from './messages/pwa/ru.json';
import pwaUk from './messages/pwa/uk.json';
import cartEn from './messages/cart/en.json';
import cartRo from './messages/cart/ro.json';
import cartRu from './messages/cart/ru.json';
import cartUk from './messages/cart/uk.json';
import signInEn from './messages/signIn/en.json';
import signInRo from './messages/signIn/ro.json';
import signInRu from './messages/signIn/ru.json';
import signInUk from './messages/signIn/uk.json';
import profileEn from './messages/profile/en.json';
import profileRo from './messages/profile/ro.json';
import profileRu from './messages/profile/ru.json';
import profileUk from './messages/profile/uk.json';
import infoEn from './messages/info/en.json';
import infoRo from './messages/info/ro.json';
import infoRu from './messages/info/ru.json';
import infoUk from './messages/info/uk.json';
import paymentEn from './messages/payment/en.json';
import paymentRo from './messages/payment/ro.json';
import paymentRu from './messages/payment/ru.json';
import paymentUk from './messages/payment/uk.json';
import favoritesEn from './messages/favorites/en.json';
import favoritesRo from './messages/favorites/ro.json';
import favoritesRu from './messages/favorites/ru.json';
import favoritesUk from './messages/favorites/uk.json';
import ro from './messages/ro.json';
import ru from './messages/ru.json';
import uk from './messages/uk.json';

type Catalog = Record<string, string>;
/** The first-load catalog of each locale, and each message group's. */
const firstLoad: Record<string, Catalog> = { ro, ru, en, uk };
const groups: Record<MessageGroup, Record<string, Catalog>> = {
  account: { ro: accountRo, ru: accountRu, en: accountEn, uk: accountUk },
  order: { ro: orderRo, ru: orderRu, en: orderEn, uk: orderUk },
  product: { ro: productRo, ru: productRu, en: productEn, uk: productUk },
  menu: { ro: menuRo, ru: menuRu, en: menuEn, uk: menuUk },
  allergens: { ro: allergensRo, ru: allergensRu, en: allergensEn, uk: allergensUk },
  checkout: { ro: checkoutRo, ru: checkoutRu, en: checkoutEn, uk: checkoutUk },
  consent: { ro: consentRo, ru: consentRu, en: consentEn, uk: consentUk },
  pwa: { ro: pwaRo, ru: pwaRu, en: pwaEn, uk: pwaUk },
  cart: { ro: cartRo, ru: cartRu, en: cartEn, uk: cartUk },
  signIn: { ro: signInRo, ru: signInRu, en: signInEn, uk: signInUk },
  profile: { ro: profileRo, ru: profileRu, en: profileEn, uk: profileUk },
  info: { ro: infoRo, ru: infoRu, en: infoEn, uk: infoUk },
  payment: { ro: paymentRo, ru: paymentRu, en: paymentEn, uk: paymentUk },
  favorites: { ro: favoritesRo, ru: favoritesRu, en: favoritesEn, uk: favoritesUk },
};
/** Every message of a locale, whichever catalog holds it. */
const catalogs: Record<string, Catalog> = Object.fromEntries(
  Object.entries(firstLoad).map(([locale, messages]) => [
    locale,
    Object.assign({}, messages, ...Object.values(groups).map((group) => group[locale])),
  ]),
);
const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every message the code declares, extracted the way translators get them (formatjs extract). */
function declaredMessages(): Record<string, { defaultMessage: string }> {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'nori-messages-')), 'extracted.json');
  execFileSync(
    process.execPath,
    [
      require.resolve('@formatjs/cli/bin/formatjs'),
      'extract',
      'src/**/*.{ts,tsx}',
      '--ignore',
      'src/**/*.test.ts',
      '--out-file',
      out,
    ],
    { cwd: packageRoot, stdio: 'pipe' },
  );
  return JSON.parse(readFileSync(out, 'utf8')) as Record<string, { defaultMessage: string }>;
}

/** The argument names of an ICU message, sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: ReturnType<typeof parse>) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type !== 0) names.add(element.value);
      if ('options' in element) Object.values(element.options).forEach((option) => visit(option.value));
    }
  };
  visit(parse(message));
  return [...names].sort();
}

describe('message catalogs', () => {
  const declared = declaredMessages();
  const ids = Object.keys(declared).sort();

  it('declares the spec’s own ids', () => {
    expect(ids).toEqual(expect.arrayContaining(['common.pageNotFound', 'auth.phone.invalid', 'auth.code.notFound']));
  });

  it.each(Object.keys(catalogs))('%s has every declared id and nothing else', (locale) => {
    expect(Object.keys(catalogs[locale]!).sort()).toEqual(ids);
  });

  it.each(Object.keys(catalogs))('%s keeps each id in its own catalog, once', (locale) => {
    // A group's words (by their id's prefix) load with its pages only; everything else is in the first load.
    expect(Object.keys(firstLoad[locale]!).sort()).toEqual(ids.filter((id) => messageGroupOf(id) === null));
    for (const [group, catalog] of Object.entries(groups)) {
      expect(Object.keys(catalog[locale]!).sort(), group).toEqual(ids.filter((id) => messageGroupOf(id) === group));
    }
  });

  it.each(Object.keys(catalogs))('%s messages parse and keep the arguments of the declaration', (locale) => {
    for (const id of ids) {
      const message = catalogs[locale]![id]!;
      expect(message.trim(), `${locale}:${id}`).not.toBe('');
      expect(argumentsOf(message), `${locale}:${id}`).toEqual(argumentsOf(declared[id]!.defaultMessage));
    }
  });
});
