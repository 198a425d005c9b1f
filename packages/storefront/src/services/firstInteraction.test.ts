// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from './firstInteraction';

describe('onFirstInteraction', () => {
  it.each(['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'])('calls back once, at the first %s', (type) => {
    const callback = vi.fn();
    onFirstInteraction(callback);
    window.dispatchEvent(new Event('pointermove'));
    window.dispatchEvent(new Event('focus'));
    expect(callback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(type));
    window.dispatchEvent(new Event('keydown'));
    window.dispatchEvent(new Event('scroll'));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before the shopper does anything', () => {
    const callback = vi.fn();
    onFirstInteraction(callback)();
    window.dispatchEvent(new Event('keydown'));
    expect(callback).not.toHaveBeenCalled();
  });
});
