import type { HTMLAttributes, ReactNode } from 'react';
import { listRole, type LayoutElement, type LayoutProps, type SpaceToken } from './layoutBox';
import { StackRoot, type StackAlign } from './Stack.styles';

interface StackOwnProps {
  /** The space between the children, a step of the theme's `space` scale; none around them. @default 'md' */
  gap?: SpaceToken;
  /** Where the children sit across the stack: `stretch` makes each as wide as the stack, `start` keeps a button its own width. @default 'stretch' */
  align?: StackAlign;
  /** The blocks, one under another in reading order. */
  children?: ReactNode;
}

/**
 * `as` picks the element, and with it the props and `ref` the stack takes: a `form` gets `onSubmit` and
 * `noValidate`, a `ul` or `ol` is a list without bullets or indent whose children are `li`. @default 'div'
 */
export type StackProps<E extends LayoutElement = 'div'> = LayoutProps<E, StackOwnProps>;

/**
 * Blocks one under another at one of the theme's gaps: a form's fields and its buttons, a list of switches,
 * a column of panels. The gap is a `space` step, never a length, so every screen breathes the same and a
 * brand that respaces the theme respaces them all; the stack adds no margin or padding of its own.
 *
 * `as` keeps the element honest: a list is a `ul` (still announced as a list without its bullets), a form is
 * the `<form>` whose Enter submits. Children never make the stack wider than its parent: a long word wraps
 * inside them instead of widening a phone's page.
 */
export function Stack<E extends LayoutElement = 'div'>({ as, gap = 'md', align = 'stretch', ...rest }: StackProps<E>) {
  const element: LayoutElement = as ?? 'div';
  const props = rest as HTMLAttributes<HTMLElement>;
  return <StackRoot as={element} $gap={gap} $align={align} {...props} role={listRole(element, props.role)} />;
}
