import type { HTMLAttributes, ReactNode } from 'react';
import { listRole, type LayoutElement, type LayoutProps, type SpaceToken } from '../Stack/layoutBox';
import { InlineRoot, type InlineAlign, type InlineJustify } from './Inline.styles';

interface InlineOwnProps {
  /** The space between the items on a line, a step of the theme's `space` scale. @default 'sm' */
  gap?: SpaceToken;
  /** The space between wrapped lines, when it differs from `gap` (a tighter `xs` under a row of chips). @default the `gap` */
  rowGap?: SpaceToken;
  /** How the items line up across the line: `center` for a label among buttons, `end` for fields of different heights. @default 'stretch' */
  align?: InlineAlign;
  /** Where the items sit along the line: `end` for a table row's actions, `space-between` for Newer and Older. @default 'start' */
  justify?: InlineJustify;
  /** Whether items that do not fit move to a next line; `false` keeps one line (two paging buttons). @default true */
  wrap?: boolean;
  /** The items, in reading order: the order the keyboard and a screen reader meet them on every width. */
  children?: ReactNode;
}

/**
 * `as` picks the element, and with it the props and `ref` the row takes: a `nav` for paging, a `form` of
 * filters, a `ul` of tags (announced as a list without bullets). @default 'div'
 */
export type InlineProps<E extends LayoutElement = 'div'> = LayoutProps<E, InlineOwnProps>;

/**
 * Items side by side at one of the theme's gaps, wrapping onto further lines when the width runs out: a row
 * of buttons, the filters over a table, a name with its badges. Gaps are `space` steps, never lengths, and
 * the row adds no margin or padding of its own. Wrapping keeps the reading order, so a phone shows the same
 * items in the same order, only on more lines.
 */
export function Inline<E extends LayoutElement = 'div'>({
  as,
  gap = 'sm',
  rowGap,
  align = 'stretch',
  justify = 'start',
  wrap = true,
  ...rest
}: InlineProps<E>) {
  const element: LayoutElement = as ?? 'div';
  const props = rest as HTMLAttributes<HTMLElement>;
  return (
    <InlineRoot
      as={element}
      $gap={gap}
      $rowGap={rowGap ?? gap}
      $align={align}
      $justify={justify}
      $wrap={wrap}
      {...props}
      role={listRole(element, props.role)}
    />
  );
}
