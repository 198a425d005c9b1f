import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, originOf } from './security';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

describe('contentSecurityPolicy', () => {
  it('lets pages call the API and follow its event streams (EventSource is governed by connect-src)', () => {
    const api = originOf('https://api.nori.example/');
    const csp = contentSecurityPolicy('n0nce', api);
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://api.nori.example']);
    // No wildcard: a page can open streams to its own API only.
    expect(csp).not.toMatch(/connect-src[^;]*\*/);
  });

  it('keeps the API origin where the browser reaches it, path and all dropped', () => {
    expect(originOf('http://127.0.0.1:4700/api')).toBe('http://127.0.0.1:4700');
    expect(originOf('not a url')).toBe('');
  });

  it('stays as strict as before without a tag manager: no third-party host in any directive', () => {
    const api = 'https://api.nori.example';
    const csp = contentSecurityPolicy('n0nce', api);
    expect(directive(csp, 'script-src')).toEqual(["'nonce-n0nce'", "'strict-dynamic'"]);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:', api]);
    expect(csp).not.toMatch(/google/);
    expect(contentSecurityPolicy('n0nce', api, false, undefined)).toBe(csp);
  });

  it('with GTM_ID widens script, image and connect sources only for the hosts GTM and GA4 need', () => {
    const api = 'https://api.nori.example';
    const csp = contentSecurityPolicy('n0nce', api, false, 'https://www.googletagmanager.com');
    // The nonce and 'strict-dynamic' stay: GTM's host is the fallback for browsers without CSP 3.
    expect(directive(csp, 'script-src')).toEqual([
      "'nonce-n0nce'",
      "'strict-dynamic'",
      'https://www.googletagmanager.com',
    ]);
    expect(directive(csp, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      api,
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.googletagmanager.com',
    ]);
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      api,
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
    // Nothing else moves: no inline scripts, no eval, no frames, no other directive.
    expect(directive(csp, 'script-src').join(' ')).not.toMatch(/unsafe/);
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'form-action')).toEqual(["'self'", api]);
  });

  it("allows a configured GTM origin (a local stand-in or a first-party host) beside Google's", () => {
    const csp = contentSecurityPolicy('n0nce', 'https://api.nori.example', false, 'http://127.0.0.1:4999');
    expect(directive(csp, 'script-src')).toContain('http://127.0.0.1:4999');
    expect(directive(csp, 'connect-src')).toContain('http://127.0.0.1:4999');
    expect(directive(csp, 'connect-src')).toContain('https://*.analytics.google.com');
  });
});
