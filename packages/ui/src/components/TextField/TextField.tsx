import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { Field, type NecessityIndicator } from './Field';
import { Adornment, ControlBox, Input } from './TextField.styles';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'prefix'> {
  /** The visible label, linked to the input. */
  label: ReactNode;
  /** Help under the input, linked by `aria-describedby`. */
  hint?: ReactNode;
  /** An error message under the input; sets `aria-invalid`, is linked and announced. */
  error?: ReactNode;
  /** Content before the input inside the box, usually a decorative `<Icon>`. */
  prefix?: ReactNode;
  /** Content after the input inside the box: an icon, a unit, a small button. */
  suffix?: ReactNode;
  /** Take the container's width. @default false */
  fullWidth?: boolean;
  /** `icon`: an asterisk after a required label; `label`: "optional" after the others. @default 'icon' */
  necessityIndicator?: NecessityIndicator;
  /** Class of the outer element, for layout; every other native prop goes to the input. */
  className?: string;
  /** Style of the outer element, for layout. */
  style?: CSSProperties;
}

/**
 * A labelled single-line text input with a hint and an error message. Native input props (value,
 * onChange, type, autoComplete, `ref` …) go to the `<input>`.
 */
export function TextField({
  id,
  label,
  hint,
  error,
  prefix,
  suffix,
  fullWidth = false,
  necessityIndicator,
  disabled = false,
  required = false,
  className,
  style,
  type = 'text',
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...inputProps
}: TextFieldProps) {
  // An app may mark the input invalid without a message (the message shown elsewhere).
  const invalidWithoutMessage = ariaInvalid === true || ariaInvalid === 'true';
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      disabled={disabled}
      required={required}
      necessityIndicator={necessityIndicator}
      fullWidth={fullWidth}
      describedBy={describedBy}
      className={className}
      style={style}
    >
      {(control) => {
        const invalid = Boolean(control['aria-invalid']) || invalidWithoutMessage;
        return (
          <ControlBox $invalid={invalid} $disabled={disabled}>
            {prefix && <Adornment>{prefix}</Adornment>}
            <Input
              type={type}
              disabled={disabled}
              required={required}
              {...inputProps}
              {...control}
              aria-invalid={invalid || undefined}
            />
            {suffix && <Adornment>{suffix}</Adornment>}
          </ControlBox>
        );
      }}
    </Field>
  );
}
