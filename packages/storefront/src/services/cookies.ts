/**
 * Cookies behind one interface, so stores set the token, locale, referral and attention cookies the same
 * way in the browser (document.cookie) and during server rendering (the request's Cookie header in,
 * Set-Cookie headers out).
 */
export type SameSite = 'lax' | 'strict' | 'none';

export interface CookieOptions {
  /** Lifetime in seconds; without it the cookie lasts for the browser session. */
  maxAge?: number;
  /** @default '/' */
  path?: string;
  sameSite?: SameSite;
  secure?: boolean;
}

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: Pick<CookieOptions, 'path'>): void;
  /** True when the page is served over https: pass it as `secure` for cookies that must not travel in clear. */
  readonly secure: boolean;
}

/** A jar that also tells the SSR handler which Set-Cookie headers to send with the response. */
export interface ServerCookieJar extends CookieJar {
  /** One Set-Cookie value per cookie changed during this request, the last change of each. */
  setCookieHeaders(): string[];
  /** The names of the request's cookies that were read: what the page depends on (a page cache's key). */
  namesRead(): string[];
}

const SAME_SITE: Record<SameSite, string> = {
  lax: 'Lax',
  strict: 'Strict',
  none: 'None',
};

// RFC 6265 cookie-name: a token (no separators, controls or spaces).
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** `name=value; Max-Age=…; Path=…; SameSite=…; Secure`, with the value percent-encoded. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!COOKIE_NAME.test(name)) throw new TypeError(`Invalid cookie name: ${JSON.stringify(name)}`);
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAge !== undefined) {
    if (!Number.isFinite(options.maxAge)) throw new TypeError(`Invalid cookie max-age: ${options.maxAge}`);
    parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
  }
  parts.push(`Path=${options.path ?? '/'}`);
  if (options.sameSite) parts.push(`SameSite=${SAME_SITE[options.sameSite]}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A Cookie header (or document.cookie) as a map; the first of duplicate names wins, as browsers send the most specific path first. */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  // No prototype: a cookie named `__proto__` or `constructor` is a plain entry, not Object's own.
  const cookies: Record<string, string> = Object.create(null) as Record<string, string>;
  if (!header) return cookies;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0) continue;
    const name = pair.slice(0, eq).trim();
    if (!name || Object.hasOwn(cookies, name)) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    cookies[name] = decode(value);
  }
  return cookies;
}

/** The browser's cookies through document.cookie. */
export function createBrowserCookieJar(doc: Document = document): CookieJar {
  return {
    get: (name) => parseCookies(doc.cookie)[name],
    set: (name, value, options) => {
      doc.cookie = serializeCookie(name, value, options);
    },
    remove: (name, options) => {
      doc.cookie = serializeCookie(name, '', {
        path: options?.path,
        maxAge: 0,
      });
    },
    get secure() {
      return doc.location?.protocol === 'https:';
    },
  };
}

/**
 * A request's cookies during server rendering. Reads see this request's own writes, and every write is
 * recorded for the response. With no header it doubles as an in-memory jar for tests.
 */
export function createServerCookieJar(
  cookieHeader?: string | null,
  { secure = false }: { secure?: boolean } = {},
): ServerCookieJar {
  const values = new Map(Object.entries(parseCookies(cookieHeader)));
  const changes = new Map<string, string>();
  const read = new Set<string>();
  return {
    secure,
    get: (name) => {
      read.add(name);
      return values.get(name);
    },
    set(name, value, options) {
      changes.set(name, serializeCookie(name, value, options));
      values.set(name, value);
    },
    remove(name, options) {
      changes.set(name, serializeCookie(name, '', { path: options?.path, maxAge: 0 }));
      values.delete(name);
    },
    setCookieHeaders: () => [...changes.values()],
    namesRead: () => [...read].sort(),
  };
}
