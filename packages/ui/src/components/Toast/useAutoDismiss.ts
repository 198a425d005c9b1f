import { useEffect, useEffectEvent, useState, type FocusEvent } from 'react';

/**
 * Calls `onElapsed` once `duration` ms have passed while `active`, paused while the person points
 * at or focuses the toast (WCAG 2.2.1: time limits can be extended). The count restarts after a
 * pause, so a message is never pulled away just as someone turns to it.
 */
export function useAutoDismiss(active: boolean, duration: number | undefined, onElapsed: () => void) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const elapse = useEffectEvent(onElapsed);
  const running = active && duration !== undefined && duration > 0 && !hovered && !focused;
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => elapse(), duration);
    return () => window.clearTimeout(timer);
  }, [running, duration]);
  return {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };
}
