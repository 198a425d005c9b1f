import { useState, type MouseEvent, type PointerEvent } from 'react';
import { createBackdropGesture } from './backdropGesture';

/**
 * Handlers for an overlay's backdrop element that call `onDismiss` on a click only when both the
 * press and the release landed on the backdrop itself (spec §2; see `createBackdropGesture`).
 * Events from the content, or from a nested overlay rendered inside it, have another target and
 * never count as the backdrop.
 */
export function useBackdropDismiss(enabled: boolean, onDismiss: () => void) {
  const [gesture] = useState(createBackdropGesture);
  const onBackdrop = (event: PointerEvent | MouseEvent) => event.target === event.currentTarget;
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => gesture.pointerDown(onBackdrop(event)),
    onPointerUp: (event: PointerEvent<HTMLElement>) => gesture.pointerUp(onBackdrop(event)),
    onPointerCancel: () => gesture.cancel(),
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (gesture.click(onBackdrop(event)) && enabled) onDismiss();
    },
  };
}
