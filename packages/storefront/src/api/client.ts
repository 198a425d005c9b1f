/**
 * The HTTP client of spec §7: JSON both ways, Accept-Language with the locale code, the bearer token when
 * signed in, any 401 signs the shopper out, and every failure becomes an `ApiError` with the server's
 * `{ message, errors }`. Resource modules (auth, dictionaries, catalog) sit on top and stay thin.
 */
import { chisinauSignatureDate } from '@nori/core/time';
import type { Locale } from '../i18n/locales';
import type { Clock } from '../services/clock';
import { ApiError, type FieldErrors } from './errors';
import { sha256Hex } from './sha256';

export { ApiError, isApiError, type FieldErrors } from './errors';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The browser's HTTP cache for this call (fetch's `cache`): 'no-cache' revalidates a copy it keeps. */
  cache?: RequestCache;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  /** The X-Request-Signature of the phone call for these digits, now. */
  signPhone(digits: string): Promise<string>;
}

export interface ApiClientOptions {
  /** The API's origin, e.g. `http://127.0.0.1:4000`; '' for the page's own origin. Paths start with `/api/`. */
  baseUrl: string;
  getLocale: () => Locale;
  getToken: () => string | null | undefined;
  /** Called once for each 401 answer, before the call throws: the stores sign the shopper out. */
  onUnauthorized: () => void;
  fetch?: typeof fetch;
  /** The fixed suffix of the request signature (configuration, `SIGNATURE_SUFFIX`). */
  signatureSuffix: string;
  clock: Clock;
}

/** SHA-256 hex of the phone digits + the fixed suffix + the date as DD/MM/YYYY in Chișinău (spec §7). */
export function requestSignature(digits: string, suffix: string, date: Date): Promise<string> {
  return sha256Hex(digits + suffix + chisinauSignatureDate(date));
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const url = baseUrl.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

/** The server's cache of the API's answers (server/httpCache.ts) hands its copies over already parsed. */
const KEPT_JSON = Symbol.for('nori.keptJson');

async function readBody(response: Response): Promise<{ json: unknown; text: string }> {
  if (KEPT_JSON in response) return { json: (response as { [KEPT_JSON]: () => unknown })[KEPT_JSON](), text: '' };
  const text = await response.text().catch(() => '');
  if (!text) return { json: undefined, text };
  try {
    return { json: JSON.parse(text) as unknown, text };
  } catch {
    return { json: undefined, text };
  }
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((list) => Array.isArray(list) && list.every((m) => typeof m === 'string'))
  );
}

/** `{ message, errors }` from an error body; a body that is not that shape still yields a message. */
function toApiError(response: Response, body: { json: unknown; text: string }): ApiError {
  const json = body.json as { message?: unknown; errors?: unknown } | undefined;
  const message =
    typeof json?.message === 'string' && json.message ? json.message : response.statusText || `HTTP ${response.status}`;
  const errors = isFieldErrors(json?.errors) ? json.errors : undefined;
  return new ApiError(response.status, message, errors);
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<T>(method: HttpMethod, path: string, init: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'Accept-Language': options.getLocale(),
    };
    const token = options.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    Object.assign(headers, init.headers);

    let response: Response;
    try {
      response = await doFetch(buildUrl(options.baseUrl, path, init.query), {
        method,
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: init.signal,
        ...(init.cache ? { cache: init.cache } : {}),
      });
    } catch (cause) {
      const message = cause instanceof Error ? cause.message : 'Network error';
      throw new ApiError(0, message, undefined, { cause });
    }

    const body = await readBody(response);
    if (response.status === 401) {
      options.onUnauthorized();
      throw toApiError(response, body);
    }
    if (!response.ok) throw toApiError(response, body);
    if (body.text && body.json === undefined) {
      throw new ApiError(response.status, 'The API answered with something other than JSON');
    }
    return body.json as T;
  }

  return {
    request,
    get: (path, init) => request('GET', path, init),
    post: (path, body, init) => request('POST', path, { ...init, body }),
    signPhone: (digits) => requestSignature(digits, options.signatureSuffix, options.clock.now()),
  };
}
