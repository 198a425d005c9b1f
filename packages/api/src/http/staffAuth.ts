// Staff sign-in by cookie. The session token lives in an HttpOnly, SameSite=Strict cookie (Secure, with the
// __Host- prefix, when the API is served over https), so page scripts never see it. Because a browser
// attaches cookies by itself, every write must also prove it comes from the back office: the
// `X-CSRF-Token` header must carry the session's CSRF token (handed out at sign-in and by GET
// /api/staff/me; an HMAC of the session, so useless with another cookie), and an `Origin`, when sent,
// must be one the API allows.
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../config';
import type { Staff, StaffService } from '../services/staff';
import type { AppEnv } from './context';
import { ApiError, unauthorized } from './errors';
import { clientIp } from './context';

export type StaffEnv = AppEnv & { Variables: AppEnv['Variables'] & { staff: Staff; staffToken: string } };

export const staffCookieName = (config: Config) => (config.staff.secureCookie ? '__Host-nori_staff' : 'nori_staff');

export function setStaffCookie(c: Context, config: Config, token: string) {
  setCookie(c, staffCookieName(config), token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: config.staff.secureCookie,
    path: '/',
    maxAge: config.staff.sessionHours * 3600,
  });
}

export function clearStaffCookie(c: Context, config: Config) {
  deleteCookie(c, staffCookieName(config), { path: '/', secure: config.staff.secureCookie });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Requires a live staff session; checks CSRF on writes. */
export function staffAuth(staffService: StaffService, config: Config): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    const token = getCookie(c, staffCookieName(config));
    const member = token ? await staffService.authenticate(token) : null;
    if (!token || !member) throw unauthorized();
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const allowed = !origin || origin === new URL(config.publicApiUrl).origin || config.staffOrigins.includes(origin);
      if (!allowed || !staffService.checkCsrf(token, c.req.header('x-csrf-token')))
        throw new ApiError(403, 'staff.csrf');
    }
    c.set('staff', member);
    c.set('staffToken', token);
    return next();
  };
}

/** Only these roles may go on. */
export function requireRole(...roles: Staff['role'][]): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    if (!roles.includes(c.get('staff').role)) throw new ApiError(403, 'staff.forbidden');
    return next();
  };
}

/** Who is acting, for services/manage.ts's audit entries. */
export const actorOf = (c: Context<StaffEnv>, config: Config) => ({
  staff: c.get('staff'),
  ip: clientIp(c, config.trustProxy),
});
