/**
 * The backdrop rule of spec §2: an overlay closes on an outside click only when both the press and
 * the release landed on the backdrop itself. A press inside the content released over the backdrop
 * (selecting text, dragging a slider) must not close it, nor a press on the backdrop released on the
 * content. Browsers fire `click` on the nearest common ancestor of the press and release targets,
 * which for those two drags is the backdrop, so `click` alone cannot tell them apart: the gesture
 * is tracked from its pointerdown and pointerup instead.
 */
export interface BackdropGesture {
  /** A pointer went down; `onBackdrop` says whether it landed on the backdrop itself. */
  pointerDown(onBackdrop: boolean): void;
  /** The pointer went up; `onBackdrop` says whether it was released over the backdrop itself. */
  pointerUp(onBackdrop: boolean): void;
  /** The browser took the pointer over (a touch scroll): the gesture is not a click. */
  cancel(): void;
  /** A click arrived: whether it completes a press and release on the backdrop. Ends the gesture. */
  click(onBackdrop: boolean): boolean;
}

export function createBackdropGesture(): BackdropGesture {
  let pressed = false;
  let released = false;
  return {
    pointerDown(onBackdrop) {
      pressed = onBackdrop;
      released = false;
    },
    pointerUp(onBackdrop) {
      released = pressed && onBackdrop;
    },
    cancel() {
      pressed = false;
      released = false;
    },
    click(onBackdrop) {
      const dismiss = pressed && released && onBackdrop;
      pressed = false;
      released = false;
      return dismiss;
    },
  };
}
