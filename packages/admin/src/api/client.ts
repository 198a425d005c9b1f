// The back office's calls to the API: JSON with the staff session cookie (credentials: 'include'), the
// session's CSRF token on every write, the UI's language for the API's messages. A refusal becomes an
// ApiError carrying the API's message and its per-field messages (`{ message, errors? }`).
import type { Locale } from '@nori/core/contract';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClientOptions {
  baseUrl: string;
  locale: () => Locale;
  csrfToken: () => string | null;
  fetch?: typeof fetch;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient({ baseUrl, locale, csrfToken, fetch: fetchImpl = fetch }: ApiClientOptions) {
  /** One call with the session cookie (and the CSRF token on a write); a refusal becomes an ApiError. */
  async function call(method: string, path: string, body?: BodyInit, contentType?: string): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': locale() };
    // FormData sets its own multipart type with the boundary.
    if (contentType) headers['content-type'] = contentType;
    const csrf = csrfToken();
    if (method !== 'GET' && csrf) headers['x-csrf-token'] = csrf;
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, { method, headers, credentials: 'include', body });
    } catch {
      throw new ApiError(0, '');
    }
    if (!response.ok) await parse(response);
    return response;
  }
  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const json = body === undefined ? undefined : JSON.stringify(body);
    return parse<T>(await call(method, path, json, json === undefined ? undefined : 'application/json'));
  }
  async function parse<T>(response: Response): Promise<T> {
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!response.ok) {
      const error = (json ?? {}) as { message?: string; errors?: Record<string, string[]> };
      throw new ApiError(response.status, error.message ?? '', error.errors ?? {});
    }
    return json as T;
  }
  return {
    baseUrl,
    get: <T>(path: string) => request<T>('GET', path),
    post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
    put: <T>(path: string, body: unknown) => request<T>('PUT', path, body),
    patch: <T>(path: string, body: unknown) => request<T>('PATCH', path, body),
    delete: <T>(path: string) => request<T>('DELETE', path),
    /** A write whose body is not JSON: a file (`text/csv`) or a form (FormData, an upload); JSON back. */
    send: async <T>(method: 'POST' | 'PUT', path: string, body: BodyInit, contentType?: string) =>
      parse<T>(await call(method, path, body, contentType)),
    /** A file the API answers with (an export): its bytes and the name its Content-Disposition gives. */
    download: async (path: string): Promise<{ blob: Blob; filename: string | null }> => {
      const response = await call('GET', path);
      const disposition = response.headers.get('content-disposition') ?? '';
      return { blob: await response.blob(), filename: /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null };
    },
  };
}
