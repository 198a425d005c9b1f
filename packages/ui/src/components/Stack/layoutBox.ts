// What the kit's layout boxes (Stack, Inline, PageLayout, FormLayout) share: the theme's spacing steps, the
// elements a box can be, and typing that follows the element. Private to the kit's components.
import { css } from 'styled-components';
import type { ComponentPropsWithRef } from 'react';
import type { Theme } from '../../theme/theme';

/** A step of the theme's spacing scale (`theme.space`): layouts take these, never a length, so a brand respaces them all. */
export type SpaceToken = keyof Theme['space'];

/** The elements a layout box can be: pick the one that says what the box is (a list, a form, a navigation). */
export type LayoutElement =
  'div' | 'section' | 'article' | 'aside' | 'nav' | 'header' | 'footer' | 'ul' | 'ol' | 'li' | 'form' | 'figure';

/**
 * A box's own props over its element's: `as="form"` brings `onSubmit`, `noValidate` and `action` typed for a
 * form, `as="ol"` a list's `start`, and `ref` the element's own type (`HTMLFormElement`, `HTMLUListElement`).
 */
export type LayoutProps<E extends LayoutElement, Own> = Own & { as?: E } & Omit<
    ComponentPropsWithRef<E>,
    keyof Own | 'as'
  >;

/**
 * A layout box draws nothing of its own: no margin (a figure's, a list's), no padding, no bullets. Only the
 * gaps place what is inside.
 */
export const layoutBoxReset = css`
  box-sizing: border-box;
  margin: 0;
  padding: 0;
  min-width: 0;

  &:is(ul, ol) {
    list-style: none;
  }
`;

/**
 * The role a list keeps without its bullets: WebKit stops announcing a `ul` or `ol` styled `list-style: none`
 * as a list (and how many items it has) unless it says `role="list"`. Other elements keep theirs.
 */
export function listRole(as: LayoutElement, role: string | undefined): string | undefined {
  if (role !== undefined) return role;
  return as === 'ul' || as === 'ol' ? 'list' : undefined;
}
