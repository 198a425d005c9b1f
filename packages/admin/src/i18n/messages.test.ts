import { describe, expect, it } from 'vitest';
import { catalogs } from './messages';

describe('the back office’s catalogs', () => {
  it('have the same ids in every language, none empty', () => {
    const ids = Object.keys(catalogs.ro).sort();
    for (const [locale, catalog] of Object.entries(catalogs)) {
      expect(Object.keys(catalog).sort(), locale).toEqual(ids);
      for (const [id, text] of Object.entries(catalog)) expect(text.trim(), `${locale} ${id}`).not.toBe('');
    }
  });
});
