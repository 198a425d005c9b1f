// The popup's preview draws the shop's own title and button words in each language: they must stay the
// shop's (packages/storefront's catalogs), or the preview would show a popup the shop does not.
import { describe, expect, it } from 'vitest';
import shopEn from '../../../../storefront/src/i18n/messages/en.json';
import shopRo from '../../../../storefront/src/i18n/messages/ro.json';
import shopRu from '../../../../storefront/src/i18n/messages/ru.json';
import shopUk from '../../../../storefront/src/i18n/messages/uk.json';
import { catalogs } from '../../i18n/messages';

const shop = { ro: shopRo, ru: shopRu, en: shopEn, uk: shopUk } as Record<string, Record<string, string>>;

describe('the popup preview’s words', () => {
  it.each(['ro', 'ru', 'en', 'uk'] as const)('are the shop’s own in %s', (locale) => {
    expect(catalogs[locale]['admin.settings.shop.popupTitle']).toBe(shop[locale]!['attention.title']);
    expect(catalogs[locale]['admin.settings.shop.popupOk']).toBe(shop[locale]!['attention.ok']);
  });
});
