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
});
