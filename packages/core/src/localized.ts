/**
 * A text kept in the four languages (a dish's name, a restaurant's, a promotion's title) as one language
 * shows it: its own, else the first language that has it — Romanian, the business's own, first — else a
 * fallback (a slug, an id). Drafts may lack a language; nothing shows blank for that.
 */
import type { Locale, LocalizedText } from './contract';

const FALLBACK_ORDER: readonly Locale[] = ['ro', 'ru', 'en', 'uk'];

export function textIn(text: Partial<LocalizedText> | null | undefined, locale: string, fallback = ''): string {
  if (!text) return fallback;
  const own = text[locale as Locale];
  if (own) return own;
  for (const other of FALLBACK_ORDER) if (text[other]) return text[other];
  return fallback;
}
