// Helpers for the play functions of the overlay stories (Modal, Drawer); not part of the kit's API.
import { createElement, Fragment, useEffect, type ComponentType } from 'react';
import { useTheme } from 'styled-components';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SCROLL_LOCK_CLASS } from '../../hooks/scrollLock';
import type { Theme } from '../../theme/theme';

/** Whether the page's scrolling is locked (`html.is-clipped`). */
export const isClipped = () => document.documentElement.classList.contains(SCROLL_LOCK_CLASS);

/**
 * Whether a second scroll lock is at work: react-remove-scroll (inside Radix's `Dialog.Overlay`) marks
 * `<body>` with `data-scroll-locked` and injects its styles. The kit's overlays must use `is-clipped` only.
 */
export const hasSecondScrollLock = () => document.body.hasAttribute('data-scroll-locked');

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

let probedTheme: Theme | undefined;

/** Renders nothing; remembers the story's theme so a play function can compare sizes with its roles. */
export function ThemeProbe(): null {
  const theme = useTheme();
  useEffect(() => {
    probedTheme = theme;
  }, [theme]);
  return null;
}

/** A story decorator: the story with a `ThemeProbe` beside it, for plays that compare sizes with `storyTheme()`. */
export const withThemeProbe = (Story: ComponentType) =>
  createElement(Fragment, null, createElement(ThemeProbe), createElement(Story));

/** The theme the story rendered with (its decorators must render `ThemeProbe`). */
export function storyTheme(): Theme {
  if (!probedTheme) throw new Error('Render <ThemeProbe /> in the story to read its theme');
  return probedTheme;
}

/** Whether `element` is what a pointer at its centre would hit: nothing else is painted over it. */
export function isOnTop(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return hit !== null && element.contains(hit);
}
