import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBackdropGesture } from './backdropGesture';

/** One pointer gesture: where it was pressed and where it was released. */
function gesture(down: boolean, up: boolean, clickOnBackdrop = down && up) {
  const tracker = createBackdropGesture();
  tracker.pointerDown(down);
  tracker.pointerUp(up);
  return tracker.click(clickOnBackdrop);
}

describe('createBackdropGesture', () => {
  it('dismisses when the press and the release both land on the backdrop', () => {
    expect(gesture(true, true)).toBe(true);
  });

  it('stays open for a press in the content released on the backdrop (a text selection)', () => {
    // The browser clicks the common ancestor, which is the backdrop.
    expect(gesture(false, true, true)).toBe(false);
  });

  it('stays open for a press on the backdrop released on the content', () => {
    expect(gesture(true, false, true)).toBe(false);
  });

  it('ignores a click that arrives without a pointer gesture (a synthetic or keyboard click)', () => {
    expect(createBackdropGesture().click(true)).toBe(false);
  });

  it('does not dismiss after the browser cancels the pointer (a touch scroll)', () => {
    const tracker = createBackdropGesture();
    tracker.pointerDown(true);
    tracker.cancel();
    expect(tracker.click(true)).toBe(false);
  });

  it('judges every gesture by its own press and release, whatever came before', () => {
    const step = fc.record({ down: fc.boolean(), up: fc.boolean(), clickOnBackdrop: fc.boolean() });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 20 }), step, (history, last) => {
        const tracker = createBackdropGesture();
        for (const { down, up, clickOnBackdrop } of history) {
          tracker.pointerDown(down);
          tracker.pointerUp(up);
          tracker.click(clickOnBackdrop);
        }
        tracker.pointerDown(last.down);
        tracker.pointerUp(last.up);
        expect(tracker.click(last.clickOnBackdrop)).toBe(last.down && last.up && last.clickOnBackdrop);
      }),
    );
  });
});
