import { randomBytes } from 'node:crypto';

/** A fresh nonce for one response's scripts and style tags. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The page's Content-Security-Policy. Scripts run only with this response's nonce (and what they load,
 * through 'strict-dynamic'); style tags need the nonce too. `style-src-attr 'unsafe-inline'` allows the
 * inline `style` attributes React and Radix write for positioning: attributes cannot run code.
 */
export function contentSecurityPolicy(
  nonce: string,
  apiOrigin: string,
  dev = false,
  /** The tag manager's script origin (GTM_ORIGIN) when GTM_ID is set: the policy makes room for GTM and GA4. */
  tagManagerOrigin?: string,
): string {
  const tags = tagManagerOrigin ? tagManagerHosts(tagManagerOrigin) : null;
  const connect = ["'self'", apiOrigin, ...(dev ? ['ws:', 'wss:'] : []), ...(tags?.connect ?? [])];
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}${tags ? ` ${tags.script.join(' ')}` : ''}`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob: ${[apiOrigin, ...(tags?.img ?? [])].join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `form-action 'self' ${apiOrigin}`,
    // The service worker and the web app manifests (issue 17): this origin's only. worker-src would fall
    // back to script-src, whose nonce a worker's script cannot carry.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The hosts Google Tag Manager and GA4 need, per Google's "Using Google Tag Manager with a Content Security
 * Policy" and GA4's CSP guidance: GTM's script host (kept beside the nonce and 'strict-dynamic', which
 * browsers that know it use instead of hosts), and GA4's collectors for beacons and fetches — the region1
 * collectors (`region1.google-analytics.com`, `region1.analytics.google.com`) are within the wildcards.
 * The configured origin (GTM_ORIGIN) comes first, so a stand-in or a first-party GTM host is allowed too.
 */
export function tagManagerHosts(origin: string): { script: string[]; img: string[]; connect: string[] } {
  const unique = (hosts: string[]) => [...new Set(hosts)];
  const google = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
  return {
    script: unique([origin, 'https://www.googletagmanager.com']),
    img: unique([origin, 'https://*.google-analytics.com', 'https://*.googletagmanager.com']),
    connect: unique([origin, ...google]),
  };
}

/** Headers every response of the shop carries. */
export function securityHeaders(https: boolean): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

export function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}
