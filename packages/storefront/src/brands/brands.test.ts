import { brands as kitBrands, contrastProblems } from '@nori/ui';
import { describe, expect, it } from 'vitest';
import { brandThemeNames, shopBrands, themeOf } from '.';
import { browserTheme } from '../server/browserTheme';

describe('the shop’s brands', () => {
  it('offer the kit’s two and every file of src/brands', () => {
    expect(brandThemeNames).toEqual(expect.arrayContaining([...Object.keys(kitBrands), 'sakura']));
    expect(themeOf('wasabi')).toBe(kitBrands.wasabi);
  });

  it.each(Object.entries(shopBrands))('%s is named as its file and merged over the kit’s base', (name, brand) => {
    expect(brand.name).toBe(name);
    const theme = themeOf(name);
    // What the file does not say comes from the base: the whole theme is there.
    expect(theme.space).toEqual(kitBrands.nori.space);
    expect(theme.color.danger).toEqual(kitBrands.nori.color.danger);
  });

  it.each(brandThemeNames)('%s keeps every pair of roles readable (WCAG 2.2)', (name) => {
    expect(contrastProblems(themeOf(name))).toEqual([]);
  });

  it.each(brandThemeNames)('%s reaches the browser as the server has it, as data', (name) => {
    // The browser hydrates what the server rendered: the same values give the same class names. Only the web
    // fonts' faces stay behind (the server writes them into the page).
    const theme = themeOf(name);
    const { url, body } = browserTheme(theme);
    expect(JSON.parse(body)).toEqual({ ...theme, font: { ...theme.font, faces: { ...theme.font.faces, web: [] } } });
    expect(theme.font.faces.web.length).toBeGreaterThan(0);
    // Named by its content: another brand, or a change to this one, is another file.
    expect(url).toMatch(/^\/_app\/theme\/[\w-]{12}\.json$/);
    expect(browserTheme(themeOf(name)).url).toBe(url);
    const others = brandThemeNames.filter((other) => other !== name);
    expect(others.map((other) => browserTheme(themeOf(other)).url)).not.toContain(url);
  });

  it('names the brands there are when asked for one that is not', () => {
    expect(() => themeOf('sakrua')).toThrow(/BRAND_THEME="sakrua" is no brand; there are nori, wasabi, .*sakura/);
  });
});
