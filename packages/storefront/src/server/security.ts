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
export function contentSecurityPolicy(nonce: string, apiOrigin: string, dev = false): string {
  const connect = ["'self'", apiOrigin, ...(dev ? ['ws:', 'wss:'] : [])];
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob: ${apiOrigin}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `form-action 'self' ${apiOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
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
