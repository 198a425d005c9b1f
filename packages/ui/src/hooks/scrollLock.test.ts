// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { lockScroll, SCROLL_LOCK_CLASS, SCROLLBAR_GAP_PROPERTY } from './scrollLock';

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

  it('keeps the width of the scrollbar it hides, so the page behind an overlay does not move sideways', () => {
    const root = document.documentElement;
    const gap = () => root.style.getPropertyValue(SCROLLBAR_GAP_PROPERTY);
    // A desktop's classic scrollbar: 15 px of the window's width the page cannot use.
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1200 });
    Object.defineProperty(root, 'clientWidth', { configurable: true, value: 1185 });
    try {
      const first = lockScroll();
      expect(gap()).toBe('15px');
      // A second overlay measures nothing: the scrollbar is already hidden (clientWidth would be 1200).
      Object.defineProperty(root, 'clientWidth', { configurable: true, value: 1200 });
      const second = lockScroll();
      expect(gap()).toBe('15px');
      second();
      first();
      expect(gap()).toBe('');
    } finally {
      delete (root as unknown as Record<string, unknown>).clientWidth;
    }
  });
});
