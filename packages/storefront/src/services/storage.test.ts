import { describe, expect, it } from 'vitest';
import { createMemoryStorage, createWebStorage, readJson, writeJson } from './storage';

describe('createMemoryStorage', () => {
  it('stores, reads and removes strings', () => {
    const storage = createMemoryStorage({ a: '1' });
    expect(storage.getItem('a')).toBe('1');
    expect(storage.getItem('b')).toBeNull();
    storage.setItem('b', '2');
    storage.removeItem('a');
    expect([storage.getItem('a'), storage.getItem('b')]).toEqual([null, '2']);
  });
});

describe('createWebStorage', () => {
  const webStorage = (over: Partial<Storage> = {}): Storage => {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
      ...over,
    } as Storage;
  };

  it('passes through to the real storage', () => {
    const real = webStorage();
    const storage = createWebStorage(() => real);
    storage.setItem('k', 'v');
    expect(real.getItem('k')).toBe('v');
    real.setItem('other', 'x');
    expect(storage.getItem('other')).toBe('x');
    storage.removeItem('k');
    expect(real.getItem('k')).toBeNull();
  });

  it('keeps working in memory when storage cannot even be reached', () => {
    const storage = createWebStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
  });

  it('swallows a full quota and still answers reads from memory', () => {
    const throwing = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const storage = createWebStorage(() => webStorage({ setItem: throwing, getItem: throwing }));
    expect(() => storage.setItem('k', 'v')).not.toThrow();
    expect(storage.getItem('k')).toBe('v');
  });
});

describe('readJson', () => {
  it('parses JSON and gives undefined for missing or malformed values', () => {
    const storage = createMemoryStorage({ bad: '{nope', good: '[1,2]' });
    expect(readJson(storage, 'good')).toEqual([1, 2]);
    expect(readJson(storage, 'bad')).toBeUndefined();
    expect(readJson(storage, 'missing')).toBeUndefined();
    writeJson(storage, 'w', { a: 1 });
    expect(storage.getItem('w')).toBe('{"a":1}');
  });
});
