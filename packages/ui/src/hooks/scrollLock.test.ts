// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { lockScroll, SCROLL_LOCK_CLASS } from './scrollLock';

const clipped = () => document.documentElement.classList.contains(SCROLL_LOCK_CLASS);

describe('lockScroll', () => {
  afterEach(() => {
    document.documentElement.className = '';
    document.documentElement.removeAttribute('data-scroll-locks');
  });

  it('clips the page while a lock is held', () => {
    const release = lockScroll();
    expect(clipped()).toBe(true);
    release();
    expect(clipped()).toBe(false);
  });

  it('keeps the page clipped until the last of two stacked locks is released', () => {
    const first = lockScroll();
    const second = lockScroll();
    first();
    expect(clipped()).toBe(true);
    second();
    expect(clipped()).toBe(false);
  });

  it('ignores a second release of the same lock', () => {
    const first = lockScroll();
    const second = lockScroll();
    first();
    first();
    expect(clipped()).toBe(true);
    second();
    expect(clipped()).toBe(false);
  });
});
