/**
 * The kit's self-hosted web fonts: Inter (body and headings) and Lora (wasabi's headings), variable
 * weight, woff2, from Fontsource (`@fontsource-variable/inter`, `@fontsource-variable/lora` 5.3.0, SIL Open
 * Font License 1.1). Three subsets ship, covering the four languages: Fontsource's `latin` (English, and
 * Romanian â î) and `cyrillic` (Russian; Ukrainian ґ є і ї are in U+0400–045F and U+0490–0491), and
 * `romanian`: the ten letters Romanian adds (ă ș ț and the cedilla ş ţ older texts use, both cases), cut
 * from Fontsource's latin-ext by `scripts/subset-fonts.mjs` (3 kB instead of latin-ext's 85 kB, which every
 * Romanian page would otherwise download for those letters). Each face carries its subset's
 * `unicode-range`, so a page downloads only the files whose characters it shows. `?url` makes the bundler
 * copy each file with a hashed name and hand us the URL; the hash comes from the file's content, so the
 * server build and the browser build agree on it. The romanian files are under Vite's 4 kB inlining limit:
 * `no-inline` keeps them files, cached once, rather than base64 in every page's styles, ru and en included.
 */
import interCyrillic from '@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import loraCyrillic from '@fontsource-variable/lora/files/lora-cyrillic-wght-normal.woff2?url';
import loraLatin from '@fontsource-variable/lora/files/lora-latin-wght-normal.woff2?url';
import type { KitLocale } from '../intl/catalog';
import interRomanian from './fonts/inter-romanian-wght-normal.woff2?url&no-inline';
import loraRomanian from './fonts/lora-romanian-wght-normal.woff2?url&no-inline';

export type FontSubset = 'latin' | 'romanian' | 'cyrillic';

/** One woff2 file of a web font: an `@font-face` rule with `font-display: swap`. */
export interface WebFontFace {
  family: string;
  /** URL of the woff2 file. */
  src: string;
  /** A weight or, for a variable font, a range: `'100 900'`. */
  weight: string;
  subset: FontSubset;
  unicodeRange: string;
}

/**
 * A local font stretched to the web font's metrics, listed after it in the stack: the text laid out before
 * the web font arrives takes the same room, so the swap moves nothing (CLS).
 */
export interface FallbackFontFace {
  family: string;
  /** Local font names, tried in order (Liberation Sans is metric-compatible with Arial, Gelasio with Georgia). */
  local: readonly string[];
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

export interface ThemeFontFaces {
  web: readonly WebFontFace[];
  fallback: readonly FallbackFontFace[];
}

// Fontsource's ranges for latin and cyrillic (the same in both families); romanian's are the ten letters
// scripts/subset-fonts.mjs keeps.
const ranges: Record<FontSubset, string> = {
  latin:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  romanian: 'U+0102-0103, U+015E-015F, U+0162-0163, U+0218-021B',
  cyrillic: 'U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116',
};

/**
 * Whether this bundle carries the web fonts' faces (their files' URLs and ranges) and the code that writes them.
 * Storybook, the back office and every server do. A server-rendered app that writes the faces into its pages
 * itself (`fontFaceCss`, `fontPreloads`) and renders `NoriProvider` with `fontFaces={false}` reads no face in
 * the browser: its browser build defines `import.meta.env.NORI_SERVER_FONT_FACES` as true (the storefront's
 * vite.config.ts), and there the themes' `font.faces.web` are empty and `GlobalStyle` writes none.
 */
export const webFontFacesBundled = !import.meta.env.NORI_SERVER_FONT_FACES;

function faces(family: string, weight: string, files: Record<FontSubset, string>): WebFontFace[] {
  return (Object.keys(files) as FontSubset[]).map((subset) => ({
    family,
    src: files[subset],
    weight,
    subset,
    unicodeRange: ranges[subset],
  }));
}

export const interFaces: WebFontFace[] = webFontFacesBundled
  ? faces('Inter', '100 900', { latin: interLatin, romanian: interRomanian, cyrillic: interCyrillic })
  : [];

export const loraFaces: WebFontFace[] = webFontFacesBundled
  ? faces('Lora', '400 700', { latin: loraLatin, romanian: loraRomanian, cyrillic: loraCyrillic })
  : [];

/*
 * Fallback metrics from the fonts' own tables (capsize's figures): size-adjust is the ratio of the average
 * character widths, the overrides are the web font's ascent, descent and line gap over its em, divided by
 * size-adjust. Inter: ascent 1984, descent 494, gap 0, avg width 978 per 2048; Arial: avg width 913 per
 * 2048. Lora: ascent 1006, descent 274, gap 0, avg width 468 per 1000; Georgia: avg width 913 per 2048.
 */
export const interFallback: FallbackFontFace = {
  family: 'Inter Fallback',
  local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
  sizeAdjust: '107.12%',
  ascentOverride: '90.44%',
  descentOverride: '22.52%',
  lineGapOverride: '0%',
};

export const loraFallback: FallbackFontFace = {
  family: 'Lora Fallback',
  local: ['Georgia', 'Gelasio'],
  sizeAdjust: '104.98%',
  ascentOverride: '95.83%',
  descentOverride: '26.10%',
  lineGapOverride: '0%',
};

/**
 * The `@font-face` rules of a theme's fonts, minified: what `GlobalStyle` emits, and what a server-rendered
 * app writes into its document's head (`NoriProvider` `fontFaces={false}`).
 */
export function fontFaceCss({ web, fallback }: ThemeFontFaces): string {
  const webRules = web.map(
    (face) =>
      `@font-face{font-family:'${face.family}';font-style:normal;font-display:swap;font-weight:${face.weight};` +
      `src:url(${face.src}) format('woff2');unicode-range:${face.unicodeRange.replace(/,\s+/g, ',')};}`,
  );
  const fallbackRules = fallback.map(
    (face) =>
      `@font-face{font-family:'${face.family}';src:${face.local.map((name) => `local('${name}')`).join(',')};` +
      `size-adjust:${face.sizeAdjust};ascent-override:${face.ascentOverride};` +
      `descent-override:${face.descentOverride};line-gap-override:${face.lineGapOverride};}`,
  );
  return [...webRules, ...fallbackRules].join('\n');
}

/** The script each kit locale is written in: which subset a page in that language needs first. */
export const localeSubsets: Record<KitLocale, FontSubset> = {
  ro: 'latin',
  en: 'latin',
  ru: 'cyrillic',
  uk: 'cyrillic',
};

/** The first family named in a CSS font stack, unquoted. */
function firstFamily(stack: string): string {
  return (stack.split(',')[0] ?? '').trim().replace(/^['"]|['"]$/g, '');
}

/**
 * The woff2 files worth preloading for a page in `locale`: the body font's file for the locale's script,
 * the one every line of text needs first. Everything else loads on demand through `unicode-range`.
 */
export function fontPreloads(
  theme: { font: { family: { body: string }; faces: ThemeFontFaces } },
  locale: KitLocale,
): string[] {
  const body = firstFamily(theme.font.family.body);
  const subset = localeSubsets[locale];
  return theme.font.faces.web.filter((face) => face.family === body && face.subset === subset).map((face) => face.src);
}
