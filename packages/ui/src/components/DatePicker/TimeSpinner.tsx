import type { KeyboardEvent } from 'react';
import { usePressRepeat } from '../../hooks/usePressRepeat';
import { IconButton } from '../IconButton/IconButton';
import { SpinColumn, SpinValue } from './TimePanel.styles';

export interface TimeSpinnerProps {
  /** The spin button's name: "Hours", "Minutes". */
  label: string;
  increaseLabel: string;
  decreaseLabel: string;
  value: number;
  min: number;
  max: number;
  /** The value as shown: "07". */
  valueText: string;
  /** Moves by whole steps: +1 later, -1 earlier. */
  onStep: (steps: number) => void;
}

/**
 * One column of the clock: a spin button that arrow keys step, between a "later" and an "earlier"
 * button that repeat while held (500 ms, then every 100 ms). The buttons stay out of the tab order:
 * the spin button already does their job from the keyboard.
 */
export function TimeSpinner({
  label,
  increaseLabel,
  decreaseLabel,
  value,
  min,
  max,
  valueText,
  onStep,
}: TimeSpinnerProps) {
  const increase = usePressRepeat(() => onStep(1));
  const decrease = usePressRepeat(() => onStep(-1));
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps = { ArrowUp: 1, ArrowDown: -1, PageUp: 5, PageDown: -5 }[event.key];
    if (steps === undefined) return;
    event.preventDefault();
    onStep(steps);
  };
  return (
    <SpinColumn>
      <IconButton icon="chevron-up" size="sm" label={increaseLabel} tabIndex={-1} {...increase} />
      <SpinValue
        role="spinbutton"
        tabIndex={0}
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuetext={valueText}
        onKeyDown={onKeyDown}
      >
        {valueText}
      </SpinValue>
      <IconButton icon="chevron-down" size="sm" label={decreaseLabel} tabIndex={-1} {...decrease} />
    </SpinColumn>
  );
}
