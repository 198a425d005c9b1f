import { describe, expect, it } from 'vitest';
import { shortcutOf } from './shortcuts';

const press = (key: string, init: Partial<KeyboardEvent> = {}, target: unknown = null) =>
  ({ key, ctrlKey: false, metaKey: false, altKey: false, defaultPrevented: false, target, ...init }) as KeyboardEvent;
const field = { closest: (selector: string) => (selector.includes('input') ? {} : null) };
const page = { closest: () => null };

describe('the board’s shortcuts', () => {
  it('takes S (either case) and ? on the page', () => {
    expect(shortcutOf(press('s', {}, page))).toBe('s');
    expect(shortcutOf(press('S', {}, page))).toBe('s');
    expect(shortcutOf(press('?', {}, page))).toBe('?');
  });
  it('leaves typing, modified keys and other keys alone', () => {
    expect(shortcutOf(press('s', {}, field))).toBeNull();
    expect(shortcutOf(press('s', { ctrlKey: true }, page))).toBeNull();
    expect(shortcutOf(press('s', { metaKey: true }, page))).toBeNull();
    expect(shortcutOf(press('x', {}, page))).toBeNull();
  });
});
