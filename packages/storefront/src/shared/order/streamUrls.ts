/**
 * The addresses of an order's live status streams (packages/api/src/routes/streams.ts), on the API's public
 * base URL (`PublicConfig.apiBaseUrl`, the address browsers reach it at). EventSource sends no header, so the
 * language goes as `lang` and a signed-in shopper's token as `access_token`.
 */
import type { Locale } from '../../i18n/locales';

function streamUrl(apiBaseUrl: string, path: string, query: Record<string, string>): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}${path}?${new URLSearchParams(query)}`;
}

/** A private read link's stream: anyone holding the token may follow the order. */
export function trackedOrderStream(apiBaseUrl: string, token: string, locale: Locale): string {
  return streamUrl(apiBaseUrl, `/api/orders/track/${encodeURIComponent(token)}/events`, { lang: locale });
}

/** A signed-in shopper's own order's stream; null without a token (nothing to follow). */
export function ownOrderStream(apiBaseUrl: string, id: number, token: string | null, locale: Locale): string | null {
  if (!token) return null;
  return streamUrl(apiBaseUrl, `/api/orders/${encodeURIComponent(String(id))}/events`, {
    lang: locale,
    access_token: token,
  });
}
