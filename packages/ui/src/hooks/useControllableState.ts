import { useCallback, useState } from 'react';

interface ControllableStateOptions<T> {
  /** The controlled value; `undefined` leaves the state to the component. */
  prop: T | undefined;
  /** The starting value when uncontrolled. */
  defaultProp: T;
  /** Told about every change, controlled or not. */
  onChange?: (value: T) => void;
}

/**
 * A value that is controlled when its prop is given and uncontrolled otherwise, the way Radix pairs
 * `open`/`defaultOpen`/`onOpenChange`. The kit's overlays need it because they close themselves
 * (the backdrop rule) where Radix cannot see it.
 */
export function useControllableState<T>({ prop, defaultProp, onChange }: ControllableStateOptions<T>) {
  const [uncontrolled, setUncontrolled] = useState(defaultProp);
  const controlled = prop !== undefined;
  const value = controlled ? prop : uncontrolled;
  const setValue = useCallback(
    (next: T) => {
      if (Object.is(next, value)) return;
      if (!controlled) setUncontrolled(next);
      onChange?.(next);
    },
    [controlled, value, onChange],
  );
  return [value, setValue] as const;
}
