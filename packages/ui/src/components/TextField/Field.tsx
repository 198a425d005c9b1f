/**
 * Field: the anatomy every text-like control of the kit shares (TextField, TextArea, PhoneInput,
 * CodeInput, DatePicker). Private to the kit: import it as `'../TextField/Field'`.
 *
 *   <Field id={id} label="Phone" hint="+37360123456" error={error} disabled={disabled} required>
 *     {(control) => <input {...control} disabled={disabled} required />}
 *   </Field>
 *
 * - `control` is `{ id, 'aria-describedby', 'aria-invalid' }`: spread it on the focusable element
 *   the label names. `id` is the `id` prop, or a generated one.
 * - The label is a visible `<label for>` linked to `id`. The hint (`${id}-hint`) and the error
 *   (`${id}-error`) are linked by `aria-describedby`, the error first; `aria-invalid` is set while
 *   there is an error.
 * - The error sits in a polite live region that is always rendered, so a message that appears
 *   later (a 422 from the server) is read out even when focus is on the submit button; people who
 *   move to the field hear it again through `aria-describedby`.
 * - The field does not draw the control's box: use `ControlBox` from './TextField.styles' for the
 *   bordered box with focus ring and error/disabled looks, or draw your own.
 * - `disabled` and `required` only change the label here; pass them to the control as well.
 */
import { useId, type CSSProperties, type ReactNode } from 'react';
import { useKitMessages } from '../../intl/KitIntl';
import { Icon } from '../Icon/Icon';
import { ErrorMessage, Hint, Label, Necessity, Root } from './Field.styles';

/** Props the field hands to its control. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/** How the label marks necessity: an asterisk on required fields, or "optional" on the others. */
export type NecessityIndicator = 'icon' | 'label';

export interface FieldProps {
  /** The control's id; the hint's and error's ids derive from it. @default a generated id */
  id?: string;
  /** The visible label, linked to the control. */
  label: ReactNode;
  /** Help shown under the control and linked by `aria-describedby`. */
  hint?: ReactNode;
  /** An error message shown under the control; sets `aria-invalid` and is announced. */
  error?: ReactNode;
  /** Mutes the label; disable the control itself too. @default false */
  disabled?: boolean;
  /** Marks the label as required (the control announces it itself). @default false */
  required?: boolean;
  /** `icon`: an asterisk after required labels; `label`: "optional" after the others. @default 'icon' */
  necessityIndicator?: NecessityIndicator;
  /** Take the container's width instead of a comfortable 20rem. @default false */
  fullWidth?: boolean;
  /** More ids the control is described by (a consumer's own `aria-describedby`). */
  describedBy?: string;
  /** Class of the outer element, for layout. */
  className?: string;
  /** Style of the outer element, for layout. */
  style?: CSSProperties;
  /** Renders the control with the props it needs to be labelled and described. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, a control, a hint and an error message, wired together for assistive technology. */
export function Field({
  id: idProp,
  label,
  hint,
  error,
  disabled = false,
  required = false,
  necessityIndicator = 'icon',
  fullWidth = false,
  describedBy,
  className,
  style,
  children,
}: FieldProps) {
  const t = useKitMessages();
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = error != null && error !== false && error !== '';
  const hasHint = hint != null && hint !== false && hint !== '';
  const describedByIds = [invalid && errorId, hasHint && hintId, describedBy].filter(Boolean).join(' ');

  return (
    <Root $fullWidth={fullWidth} className={className} style={style}>
      <Label htmlFor={id} $disabled={disabled}>
        {label}
        {required && necessityIndicator === 'icon' && <Necessity aria-hidden="true"> *</Necessity>}
        {!required && necessityIndicator === 'label' && (
          // A real space, not a margin: the accessible name is "Comment (optional)", not "Comment(optional)".
          <>
            {' '}
            <Necessity>({t('textField.optional')})</Necessity>
          </>
        )}
      </Label>
      {children({ id, 'aria-describedby': describedByIds || undefined, 'aria-invalid': invalid || undefined })}
      {hasHint && <Hint id={hintId}>{hint}</Hint>}
      <div aria-live="polite">
        {invalid && (
          <ErrorMessage id={errorId}>
            <Icon name="error" size={16} />
            <span>{error}</span>
          </ErrorMessage>
        )}
      </div>
    </Root>
  );
}
