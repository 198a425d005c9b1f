import type { HTMLAttributes, ReactNode } from 'react';
import { RowRoot, type FormRowAlign, type FormRowColumns } from './FormLayout.styles';

export interface FormRowProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * How the row shares its width: `auto`, as many columns as fit; `4`, four equal columns (a text in four
   * languages); `[3, 2]`, columns in those proportions. Numbered and listed rows are one column below 769 px.
   * @default 'auto'
   */
  columns?: FormRowColumns;
  /** The narrowest column of an `auto` row, as CSS. @default '15rem' */
  minColumnWidth?: string;
  /** How fields of different heights line up: `start` keeps their labels in line. @default 'start' */
  align?: FormRowAlign;
  /** The fields, in reading order; give them `fullWidth` so they fill their column. */
  children?: ReactNode;
}

/**
 * Fields side by side: the slug beside the drawing, a name in each of four languages, the start and end
 * dates. On a phone the row becomes one column, in the same order, so reading and Tab order stay the same
 * at every width.
 */
export function FormRow({
  columns = 'auto',
  minColumnWidth = '15rem',
  align = 'start',
  children,
  ...rest
}: FormRowProps) {
  return (
    <RowRoot $columns={columns} $minColumnWidth={minColumnWidth} $align={align} {...rest}>
      {children}
    </RowRoot>
  );
}
