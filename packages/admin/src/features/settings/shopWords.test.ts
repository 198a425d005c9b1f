// The popup's preview draws the shop's own title and button words in each language: they must stay the
// shop's (packages/storefront's catalogs), or the preview would show a popup the shop does not.
import { describe, expect, it } from 'vitest';
// Every message of the shop in each language, whichever of its catalogs holds it (the popup's words load with
// the shell's later parts, the `shellParts` group).
import { allMessages as shop } from '@nori/storefront/testing/catalogs';
import { catalogs } from '../../i18n/messages';

describe('the popup preview’s words', () => {
  it.each(['ro', 'ru', 'en', 'uk'] as const)('are the shop’s own in %s', (locale) => {
    expect(catalogs[locale]['admin.settings.shop.popupTitle']).toBe(shop[locale]!['attention.title']);
    expect(catalogs[locale]['admin.settings.shop.popupOk']).toBe(shop[locale]!['attention.ok']);
  });
});
