import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { isApiError } from '../api/errors';

/** The status of a page whose data the API did not give in time (the error page says it in the shopper's language). */
export const UNAVAILABLE_STATUS = 503;

/**
 * Whether a loader failed because the API (or the way to it) is unavailable rather than because of what was
 * asked: no answer at all (offline, refused, timed out: status 0), or a gateway's or an overloaded
 * server's answer (502, 503, 504).
 */
export function isUnavailable(error: unknown): boolean {
  if (isApiError(error)) return error.status === 0 || [502, 503, 504].includes(error.status);
  // A fetch outside the API client (route rules) fails with a TypeError, a timeout with a DOMException.
  return error instanceof TypeError || (error instanceof DOMException && /^(Abort|Timeout)Error$/.test(error.name));
}

/**
 * A route loader whose unavailable API becomes a 503 route error: the page says so in the shopper's
 * language and offers to try again, instead of a 500 carrying an internal message ("fetch failed"), and
 * the server answers with the right status (and `Retry-After`).
 */
export function withUnavailablePage<Args extends LoaderFunctionArgs, Result>(
  loader: (args: Args) => Result | Promise<Result>,
): (args: Args) => Promise<Result> {
  return async (args) => {
    try {
      return await loader(args);
    } catch (error) {
      if (isUnavailable(error)) throw data({ message: '' }, { status: UNAVAILABLE_STATUS });
      throw error;
    }
  };
}
