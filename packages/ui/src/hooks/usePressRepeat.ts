import { useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';
import { createPressRepeat, type PressRepeat, type PressRepeatOptions } from './pressRepeat';

export interface UsePressRepeatOptions extends PressRepeatOptions {
  /** No steps while disabled; a hold in progress stops. @default false */
  disabled?: boolean;
}

/** Event handlers to spread on the button that repeats. */
export interface PressRepeatHandlers {
  onPointerDown(event: PointerEvent<HTMLElement>): void;
  onPointerUp(): void;
  onPointerLeave(): void;
  onPointerCancel(): void;
  onBlur(): void;
  onClick(event: MouseEvent<HTMLElement>): void;
  onMouseDown(event: MouseEvent<HTMLElement>): void;
  onContextMenu(event: MouseEvent<HTMLElement>): void;
}

/**
 * Press-and-hold for stepper buttons: `onStep` runs once on press, again after 500 ms, then every
 * 100 ms until the pointer is released, leaves the button, is cancelled, or the button loses focus.
 * Enter and Space step once, as a click.
 */
export function usePressRepeat(onStep: () => void, options: UsePressRepeatOptions = {}): PressRepeatHandlers {
  const { disabled = false, delay, interval } = options;
  // The latest callback: each step must see the value the previous step produced.
  const stepRef = useRef(onStep);
  useEffect(() => {
    stepRef.current = onStep;
  });
  const repeaterRef = useRef<PressRepeat | null>(null);

  useEffect(() => () => repeaterRef.current?.stop(), []);
  useEffect(() => {
    if (disabled) repeaterRef.current?.stop();
  }, [disabled]);

  const stop = () => repeaterRef.current?.stop();
  return {
    onPointerDown(event) {
      if (disabled || event.button !== 0) return;
      repeaterRef.current ??= createPressRepeat(() => stepRef.current(), { delay, interval });
      repeaterRef.current.start();
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    onBlur: stop,
    onClick(event) {
      // A pointer press already stepped; `detail` is 0 only for a click from the keyboard.
      if (event.detail === 0 && !disabled) stepRef.current();
    },
    onMouseDown(event) {
      // Keep focus where it was (the spin button) so arrow keys keep working after a press.
      event.preventDefault();
    },
    onContextMenu(event) {
      // A long touch would otherwise open the context menu halfway through a hold.
      event.preventDefault();
    },
  };
}
