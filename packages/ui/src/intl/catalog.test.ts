import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatKitMessage, kitLocales, type KitLocale } from './catalog';
import { kitCatalogs } from './kitCatalogs';
import { loadKitMessages } from './loadKitMessages';
import { KIT_MESSAGE_PARTS, kitMessagePartOf, kitMessageParts } from './parts';

/** Every catalog file, as translators keep them: the core's (`ro.json`) and each part's (`datePicker/ro.json`). */
const files = import.meta.glob<Record<string, string>>(['./*.json', './*/*.json'], { eager: true, import: 'default' });
const fileOf = (part: string, locale: KitLocale) =>
  files[part === 'core' ? `./${locale}.json` : `./${part}/${locale}.json`];

describe('kit catalogs', () => {
  const ids = Object.keys(kitCatalogs.en).sort();

  it.each(kitLocales)('%s has exactly the ids of en, none empty', (locale) => {
    const catalog = kitCatalogs[locale];
    expect(Object.keys(catalog).sort()).toEqual(ids);
    for (const [id, text] of Object.entries(catalog)) {
      expect(text.trim(), `${locale}:${id}`).not.toBe('');
    }
  });

  it.each(kitLocales)('%s keeps the placeholders of en', (locale) => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const id of ids) {
      const key = id as keyof typeof kitCatalogs.en;
      expect(placeholders(kitCatalogs[locale][key]), `${locale}:${id}`).toEqual(placeholders(kitCatalogs.en[key]));
    }
  });

  it('has a folder of catalogs for every part, in every locale, and no other', () => {
    const folders = readdirSync(path.dirname(fileURLToPath(import.meta.url)), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'locales')
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual(Object.keys(KIT_MESSAGE_PARTS).sort());
    expect(Object.keys(files)).toHaveLength(kitMessageParts.length * kitLocales.length);
  });

  it.each(kitLocales)('%s keeps each id in its part’s file, once', (locale) => {
    for (const part of kitMessageParts) {
      const file = fileOf(part, locale);
      expect(file, `${part}/${locale}`).toBeDefined();
      expect(Object.keys(file!).sort(), `${part}/${locale}`).toEqual(ids.filter((id) => kitMessagePartOf(id) === part));
    }
  });

  it('keeps in the core only what a shop’s first screens say: cards, forms’ and the back office’s labels apart', () => {
    // The check that the split means something: the date picker's labels are the biggest part.
    expect(kitMessagePartOf('modal.close')).toBe('core');
    expect(kitMessagePartOf('datepicker.previousMonth')).toBe('datePicker');
    expect(kitMessagePartOf('moneyField.currency')).toBe('fields');
    expect(kitMessagePartOf('productCard.addToCart')).toBe('cards');
    expect(Object.keys(fileOf('core', 'ro')!).length).toBeLessThan(ids.length / 2);
  });

  it('loads one locale’s parts as asked: the core alone, a part alone, or everything', async () => {
    const core = await loadKitMessages('ru', ['core']);
    expect(core).toEqual(fileOf('core', 'ru'));
    expect(core['datepicker.previousMonth']).toBeUndefined();
    expect(await loadKitMessages('ru', ['datePicker'])).toEqual(fileOf('datePicker', 'ru'));
    expect(await loadKitMessages('uk')).toEqual(kitCatalogs.uk);
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(formatKitMessage('{count} of {total}', { count: 2 })).toBe('2 of {total}');
  });
});
