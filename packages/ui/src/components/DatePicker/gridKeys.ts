import type { KeyboardEvent } from 'react';

/**
 * Arrow keys, Home and End between the buttons of the month and year views, as in the day grid:
 * left/right by one, up/down by a row. Disabled buttons are skipped.
 */
export function moveFocusInGrid(event: KeyboardEvent<HTMLElement>, columns: number) {
  const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -columns, ArrowDown: columns };
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index === -1) return;
  let target: HTMLButtonElement | undefined;
  if (event.key === 'Home') target = buttons.find((button) => !button.disabled);
  else if (event.key === 'End') target = buttons.findLast((button) => !button.disabled);
  else if (event.key in moves) {
    const step = moves[event.key]!;
    for (let next = index + step; next >= 0 && next < buttons.length; next += step) {
      if (!buttons[next]!.disabled) {
        target = buttons[next];
        break;
      }
    }
  } else return;
  event.preventDefault();
  target?.focus();
}
