import { describe, expect, it } from 'vitest';
import { areas, catalogs } from './messages';

describe('the back office’s catalogs', () => {
  it('have the same ids in every language, none empty', () => {
    const ids = Object.keys(catalogs.ro).sort();
    expect(ids.length).toBeGreaterThan(50);
    for (const [locale, catalog] of Object.entries(catalogs)) {
      expect(Object.keys(catalog).sort(), locale).toEqual(ids);
      for (const [id, text] of Object.entries(catalog)) expect(text.trim(), `${locale} ${id}`).not.toBe('');
    }
  });

  it('give every id one area, in every language', () => {
    for (const [locale, files] of Object.entries(areas)) {
      expect(Object.keys(files).sort(), locale).toEqual(Object.keys(areas.ro).sort());
      const seen = new Map<string, string>();
      for (const [area, messages] of Object.entries(files))
        for (const id of Object.keys(messages)) {
          expect(seen.get(id), `${locale} ${id} in ${area} and ${seen.get(id)}`).toBeUndefined();
          seen.set(id, area);
        }
    }
  });
});
