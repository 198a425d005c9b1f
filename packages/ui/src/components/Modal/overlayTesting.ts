// Helpers for the play functions of the overlay stories (Modal, Drawer); not part of the kit's API.
import { expect, userEvent, waitFor } from 'storybook/test';
import { SCROLL_LOCK_CLASS } from '../../hooks/scrollLock';

/** Whether the page's scrolling is locked (`html.is-clipped`). */
export const isClipped = () => document.documentElement.classList.contains(SCROLL_LOCK_CLASS);

/** The backdrop behind a dialog: the panel sits directly inside it. */
export function backdropOf(dialog: HTMLElement): HTMLElement {
  const backdrop = dialog.parentElement;
  if (!backdrop) throw new Error('The dialog has no backdrop');
  return backdrop;
}

/** Presses the primary mouse button on one element and releases it on another (a drag). */
export async function pressAndRelease(pressOn: Element, releaseOn: Element) {
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: pressOn },
    { keys: '[/MouseLeft]', target: releaseOn },
  ]);
}

/** Waits for an element's opening animations to end, so its box is where it will stay. */
export async function settled(element: Element) {
  await waitFor(() => expect(element.getAnimations({ subtree: true })).toHaveLength(0));
}

/** Asserts that a dialog is still open a moment after an interaction that must not close it. */
export async function expectStaysOpen(dialog: HTMLElement) {
  await new Promise((resolve) => setTimeout(resolve, 100));
  await expect(dialog).toBeInTheDocument();
  await expect(dialog).toHaveAttribute('data-state', 'open');
}

/** Waits until a dialog has closed and left the page (after its closing animation). */
export async function expectClosed(dialog: HTMLElement) {
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
}
