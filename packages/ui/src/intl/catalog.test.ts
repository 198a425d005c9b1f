import { describe, expect, it } from 'vitest';
import { formatKitMessage, kitLocales } from './catalog';
import { kitCatalogs } from './kitCatalogs';

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

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(formatKitMessage('{count} of {total}', { count: 2 })).toBe('2 of {total}');
  });
});
