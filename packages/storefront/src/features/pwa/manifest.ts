/**
 * The web app manifest of each language (issue 17): served at `/manifest.webmanifest` (Romanian) and
 * `/<locale>/manifest.webmanifest`, so an installed shop opens in the language it was installed from, named
 * after the brand, in the theme's colours, with icons drawn from the brand's mark (scripts/pwa-icons.ts).
 */
import { DEFAULT_LOCALE, LOCALE_INFO, locales, type Locale } from '../../i18n/locales';

export const ICON_SIZES = [192, 512] as const;

export interface WebManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: WebManifestIcon[];
}

export interface ManifestInput {
  locale: Locale;
  brandName: string;
  /** The brand's name in src/brands / the kit: its icons are `/icons/<brand>-<size>[-maskable].png`. */
  brand: string;
  /** The language's description of the shop (message `pwa.manifest.description`). */
  description: string;
  themeColor: string;
  backgroundColor: string;
}

/** The manifest's path of a language. */
export const manifestPath = (locale: Locale) => `${LOCALE_INFO[locale].prefix}/manifest.webmanifest`;

/** The manifest's path of the language whose BCP 47 tag a page has (`<html lang>`). */
export const manifestPathOfTag = (tag: string) =>
  manifestPath(locales.find((info) => info.tag === tag)?.code ?? DEFAULT_LOCALE);

/** The icon files of a brand, as the manifest lists them. */
export function manifestIcons(brand: string): WebManifestIcon[] {
  return ICON_SIZES.flatMap((size) => [
    { src: `/icons/${brand}-${size}.png`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' } as const,
    {
      src: `/icons/${brand}-${size}-maskable.png`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'maskable',
    } as const,
  ]);
}

export function buildWebManifest(input: ManifestInput): WebManifest {
  const start = `${LOCALE_INFO[input.locale].prefix}/`;
  return {
    id: start,
    name: input.brandName,
    short_name: input.brandName,
    description: input.description,
    lang: LOCALE_INFO[input.locale].tag,
    dir: 'ltr',
    start_url: start,
    scope: start,
    display: 'standalone',
    theme_color: input.themeColor,
    background_color: input.backgroundColor,
    icons: manifestIcons(input.brand),
  };
}
