import { createHash } from 'node:crypto';
import type { Theme } from '@nori/ui';

/** The brand's theme as the browser reads it: a JSON file the server answers, its name a hash of its content. */
export interface BrowserTheme {
  /** `/_app/theme/<hash>.json`: a new theme is a new address, so the file is cached for good. */
  url: string;
  body: string;
}

/**
 * The theme the browser hydrates with, as data (issue 18). The browser needs the brand's values to compute
 * the same styles, and so the same class names, as the server; it used to build them itself — the kit's base
 * theme, its palette and scales, `createTheme` and the brand's file, ~1,900 B gzip of code in every first
 * load — to arrive at values the server already has. It now reads them (~1,000 B gzip of JSON).
 *
 * The web fonts' faces are left out: the server writes them into the page, and the browser never does
 * (App renders no face; the kit's browser build has none, `webFontFacesBundled`).
 */
export function browserTheme(theme: Theme): BrowserTheme {
  const data: Theme = { ...theme, font: { ...theme.font, faces: { ...theme.font.faces, web: [] } } };
  const body = JSON.stringify(data);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 12);
  return { url: `/_app/theme/${hash}.json`, body };
}
