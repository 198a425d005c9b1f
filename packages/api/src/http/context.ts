import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { Locale } from '../i18n';
import type { User } from '../services/users';
import { unauthorized } from './errors';

export type AppEnv = {
  Bindings: Partial<HttpBindings>;
  Variables: { locale: Locale; user: User | null };
};

/** The signed-in customer; routes behind `auth('required')` always have one. */
export function currentUser(c: Context<AppEnv>): User {
  const user = c.get('user');
  if (!user) throw unauthorized();
  return user;
}

/** The caller's address: the socket's, or the first X-Forwarded-For hop behind a trusted proxy. */
export function clientIp<E extends AppEnv>(c: Context<E>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return c.env?.incoming?.socket.remoteAddress ?? 'unknown';
}
