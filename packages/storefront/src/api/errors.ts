/**
 * The API's failures, apart from the HTTP client: the stores and loaders that tell failures apart import
 * only this, so the browser's first load does without the client, which loads with the first call
 * (`createLazyHttpApiFactory`).
 */
export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the request never got an answer (offline, DNS, CORS, aborted). */
    readonly status: number,
    message: string,
    /** Per-field messages of a 422 (`name`, `surname`, `birthday`, `code`, …). */
    readonly errors?: FieldErrors,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * Whether a catalog call failed because the slug names nothing: 404, or 422 for a slug the API
 * refuses outright (upper case, other characters). Pages answer both with their 404.
 */
export function isUnknownSlug(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 422);
}
