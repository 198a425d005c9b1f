import { describe, expect, it } from 'vitest';
import { createServerCookieJar } from '../../services/cookies';
import { isAccountPath, rememberReturn, takeReturn } from './authReturn';

describe('auth return', () => {
  it('remembers an account page and gives it back once', () => {
    const cookies = createServerCookieJar();
    rememberReturn(cookies, '/ru/account/bonuses');
    expect(takeReturn(cookies)).toBe('/ru/account/bonuses');
    expect(takeReturn(cookies)).toBeNull();
  });

  it.each(['/account', '/account/orders/12', '/uk/account/profile'])('accepts %s', (path) => {
    expect(isAccountPath(path)).toBe(true);
  });

  it.each([
    '//evil.example/account',
    'https://evil.example/account',
    '/menu',
    '/accounts',
    '/xx/account',
    '/account/../menu',
  ])('refuses %s', (path) => {
    expect(isAccountPath(path)).toBe(false);
  });
});
