import { createTheme, loadBrand, type BrandName, type BrandOverrides, type Theme } from '@nori/ui';

/** The shop's brand files again (index.ts reads them at once, for the server), each a chunk of its own. */
const files = import.meta.glob<BrandOverrides>('./*.theme.ts', { import: 'default' });

/**
 * The browser's copy of the theme `themeOf(name)` gives the server: the one brand's chunk (the shop's file
 * or the kit's brand, the shop's first, as in index.ts), merged over the kit's base. Every other brand stays
 * out of the browser's first load; the server preloads this one's chunk (`ClientAssets.brandPreloads`) and
 * has checked the name at start.
 */
export async function loadBrandTheme(name: string): Promise<Theme> {
  const file = files[`./${name}.theme.ts`];
  return createTheme(await (file ? file() : loadBrand(name as BrandName)));
}
