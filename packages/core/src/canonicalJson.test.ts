import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonicalJson';

describe('canonicalJson', () => {
  it('reads the same whatever order the keys were written in, at every depth', () => {
    const a = { b: 1, a: { y: [1, { d: 2, c: 3 }], x: null } };
    const b = { a: { x: null, y: [1, { c: 3, d: 2 }] }, b: 1 };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(canonicalJson(a)).toBe('{"a":{"x":null,"y":[1,{"c":3,"d":2}]},"b":1}');
  });

  it('leaves out undefined members, as JSON would, and keeps array order', () => {
    expect(canonicalJson({ a: undefined, b: [2, 1] })).toBe('{"b":[2,1]}');
    expect(canonicalJson(undefined)).toBe('null');
  });

  it('escapes strings as JSON does', () => {
    expect(canonicalJson({ 'k"': 'Șir "ăîâ"\n' })).toBe(JSON.stringify({ 'k"': 'Șir "ăîâ"\n' }));
  });

  it('writes a date as its ISO text', () => {
    expect(canonicalJson({ at: new Date('2026-01-15T10:00:00Z') })).toBe('{"at":"2026-01-15T10:00:00.000Z"}');
  });
});
