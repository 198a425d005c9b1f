import { brands as kitBrands, createTheme, type BrandOverrides, type Theme } from '@nori/ui';

/**
 * The brands the shop can render in: the kit's two references and the shop's own, one file each beside
 * this one (`<name>.theme.ts`, a partial theme as its default export) — a business brings its look by adding
 * a file here, never by editing the kit. `BRAND_THEME=<name>` picks one; Storybook's toolbar lists them all.
 */
const files = import.meta.glob<BrandOverrides>('./*.theme.ts', { eager: true, import: 'default' });

/** The shop's own brand files, by the name their file gives (`sakura.theme.ts` → `sakura`). */
export const shopBrands: Readonly<Record<string, BrandOverrides>> = Object.fromEntries(
  Object.entries(files).map(([file, brand]) => [file.replace(/^\.\/(.+)\.theme\.ts$/, '$1'), brand]),
);

const themes: Record<string, Theme> = {
  ...kitBrands,
  ...Object.fromEntries(Object.entries(shopBrands).map(([name, brand]) => [name, createTheme(brand)])),
};

/** Every brand name `BRAND_THEME` accepts. */
export const brandThemeNames = Object.keys(themes);

/** The full theme of a brand; an unknown name says which ones there are, so a typo stops the server at start. */
export function themeOf(name: string): Theme {
  const theme = themes[name];
  if (!theme) {
    throw new Error(
      `BRAND_THEME="${name}" is no brand; there are ${brandThemeNames.join(', ')} ` +
        '(a shop brand is a file packages/storefront/src/brands/<name>.theme.ts)',
    );
  }
  return theme;
}
