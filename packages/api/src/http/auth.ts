// Bearer-token middleware. A missing token is fine where sign-in is optional (guest checkout), but a
// token that is present and wrong — unknown, expired, revoked — is always a 401, so the storefront logs out.
import type { MiddlewareHandler } from 'hono';
import type { TokenService } from '../services/tokens';
import type { AppEnv } from './context';
import { unauthorized } from './errors';

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

export function auth(tokens: TokenService, mode: 'required' | 'optional'): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    if (!header) {
      if (mode === 'required') throw unauthorized();
      c.set('user', null);
      return next();
    }
    const token = bearerToken(header);
    const user = token ? await tokens.authenticate(token) : null;
    if (!user) throw unauthorized();
    c.set('user', user);
    return next();
  };
}

/**
 * `auth(tokens, 'required')` that also takes the token from `?access_token=`, for the one call a browser's
 * EventSource makes (it cannot send headers). Only live streams use it: a token in a URL can end up in
 * proxies' logs and browser history, so everything else takes the header alone. This API never logs
 * query strings.
 */
export function authFromHeaderOrQuery(tokens: TokenService): MiddlewareHandler<AppEnv> {
  const required = auth(tokens, 'required');
  return async (c, next) => {
    const token = c.req.query('access_token');
    if (token === undefined || c.req.header('authorization')) return required(c, next);
    const user = token ? await tokens.authenticate(token) : null;
    if (!user) throw unauthorized();
    c.set('user', user);
    return next();
  };
}
