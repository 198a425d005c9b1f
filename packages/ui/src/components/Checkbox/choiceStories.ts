/**
 * Checks the choice controls' stories share (Checkbox, Switch, RadioGroup, RadioCard,
 * SegmentedControl). Private to the stories: nothing here ships in the kit.
 */
import { expect, userEvent } from 'storybook/test';
import { brands, type BrandName } from '../../theme/brands';
import type { Theme } from '../../theme/theme';

export const themeOf = (globals: Record<string, unknown>): Theme => brands[globals.brand as BrandName];

/** A CSS colour as the browser computes it (`rgb(…)`), to compare with computed styles. */
export function computedColor(color: string): string {
  const probe = document.createElement('span');
  probe.style.color = color;
  document.body.append(probe);
  const value = getComputedStyle(probe).color;
  probe.remove();
  return value;
}

/** The element has focus and shows the kit's ring: a 2 px solid outline in `border.focus`. */
export async function expectFocusRing(element: Element, theme: Theme) {
  await expect(element).toHaveFocus();
  const style = getComputedStyle(element);
  await expect(style.outlineStyle).toBe('solid');
  await expect(style.outlineWidth).toBe('2px');
  await expect(style.outlineColor).toBe(computedColor(theme.color.border.focus));
}

/** A target a finger can hit: at least 44 × 44 px (the box, or the label's row around it). */
export async function expectTouchTarget(element: Element, minWidth = 44) {
  const box = element.getBoundingClientRect();
  await expect(box.height).toBeGreaterThanOrEqual(44);
  await expect(box.width).toBeGreaterThanOrEqual(minWidth);
}

/** Neither the element nor the page scrolls sideways. */
export async function expectNoOverflow(element: Element) {
  await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
  const page = document.documentElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
}

/** The ids an element's `aria-describedby` lists, in order. */
export const describedByIds = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);

/**
 * Clicks whatever a finger would hit at the element's centre (user-event clicks the element itself,
 * without hit-testing): under a choice's text that is its label's tap area.
 */
export async function tapOn(element: Element) {
  const box = element.getBoundingClientRect();
  const target = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  await expect(target).not.toBeNull();
  await userEvent.click(target!);
}

/**
 * Presses an arrow key as a person does: down, a moment held, then up. Radix's radio group chooses
 * the radio that arrow-key focus lands on only while the key is down (it moves focus a tick after
 * keydown), so user-event's instant press-and-release would move focus without choosing.
 */
export async function pressArrow(key: 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight') {
  await userEvent.keyboard(`{${key}>}`);
  await new Promise((resolve) => setTimeout(resolve, 50));
  await userEvent.keyboard(`{/${key}}`);
}
