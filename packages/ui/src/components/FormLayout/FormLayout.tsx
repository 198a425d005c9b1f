import type { HTMLAttributes, ReactNode } from 'react';
import { LayoutRoot } from './FormLayout.styles';

export interface FormLayoutProps extends HTMLAttributes<HTMLDivElement> {
  /** The form's parts, one under another: `FormSection`s, `FormRow`s, single fields, and a `SaveBar` last. */
  children?: ReactNode;
}

/**
 * The column of an editor's form: its sections, rows and lone fields one under another at the theme's
 * spacing, so every editor of the back office breathes the same. It is a layout, not the `<form>`: the app's
 * form (whose submit saves) goes around it. The parts inside are `FormSection` (a named part with a heading
 * and description) and `FormRow` (fields side by side that become one column on a phone).
 */
export function FormLayout({ children, ...rest }: FormLayoutProps) {
  return <LayoutRoot {...rest}>{children}</LayoutRoot>;
}
