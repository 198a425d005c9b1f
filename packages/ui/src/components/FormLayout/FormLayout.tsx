import type { HTMLAttributes, ReactNode } from 'react';
import type { LayoutProps } from '../Stack/layoutBox';
import { LayoutRoot } from './FormLayout.styles';

/** The elements a form layout can be: the column inside the app's form, or the `<form>` itself. */
export type FormLayoutElement = 'div' | 'form';

interface FormLayoutOwnProps {
  /** The form's parts, one under another: `FormSection`s, `FormRow`s, single fields, and a `SaveBar` last. */
  children?: ReactNode;
}

/**
 * `as="form"` renders the `<form>` itself and takes a form's props, typed as such (`onSubmit`, `noValidate`,
 * `action`, a `ref` to the `HTMLFormElement`); the default is a `div` inside the app's own form. @default 'div'
 */
export type FormLayoutProps<E extends FormLayoutElement = 'div'> = LayoutProps<E, FormLayoutOwnProps>;

/**
 * The column of an editor's form: its sections, rows and lone fields one under another at the theme's
 * spacing, so every editor of the back office breathes the same. With `as="form"` it is the `<form>` whose
 * submit saves (Enter in a field, or the `SaveBar`'s button), so the app draws no form of its own around it;
 * by default it is a `div` for a form the app already has. The parts inside are `FormSection` (a named part
 * with a heading and description) and `FormRow` (fields side by side that become one column on a phone).
 */
export function FormLayout<E extends FormLayoutElement = 'div'>({ as, children, ...rest }: FormLayoutProps<E>) {
  return (
    <LayoutRoot as={as ?? 'div'} {...(rest as HTMLAttributes<HTMLElement>)}>
      {children}
    </LayoutRoot>
  );
}
