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
  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': locale() };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const csrf = csrfToken();
    if (method !== 'GET' && csrf) headers['x-csrf-token'] = csrf;
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers,
        credentials: 'include',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new ApiError(0, '');
    }
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
  };
}
