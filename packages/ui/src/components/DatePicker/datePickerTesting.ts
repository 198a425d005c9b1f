// Helpers for the DatePicker's play functions; not part of the kit's API.
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/** Opens the calendar through the field's button and returns the button and the overlay. */
export async function openCalendar(canvasElement: HTMLElement, buttonName = 'Choose a date') {
  const trigger = within(canvasElement).getByRole('button', { name: buttonName });
  await userEvent.click(trigger);
  const dialog = await screen.findByRole('dialog');
  return { trigger, dialog };
}

/** The button of a day of the shown month, found by its number. */
export function dayButton(dialog: HTMLElement, day: number): HTMLButtonElement {
  const cell = within(dialog)
    .getAllByRole('gridcell')
    .find((candidate) => !candidate.hasAttribute('data-outside') && candidate.textContent?.trim() === String(day));
  const button = cell?.querySelector('button');
  if (!button) throw new Error(`No day ${day} in the calendar`);
  return button;
}

/** The numbers of the selected days in the shown month. */
export function selectedDays(dialog: HTMLElement): number[] {
  return within(dialog)
    .getAllByRole('gridcell')
    .filter((cell) => cell.getAttribute('aria-selected') === 'true')
    .map((cell) => Number(cell.textContent?.trim()));
}

/** Waits until the overlay has closed and left the page. */
export async function expectClosed(dialog: HTMLElement) {
  await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 2000 });
}

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Replaces the text of an input as a person would: select all, then type. */
export async function typeInto(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.type(input, text);
}

/** The weekday column headers (react-day-picker hides them from the accessibility tree: each day's name says the weekday). */
export function weekdayHeaders(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>('thead th')];
}
