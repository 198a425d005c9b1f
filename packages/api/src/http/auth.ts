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
