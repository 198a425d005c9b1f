import type { ClipboardEvent, ReactNode } from 'react';
import { useMaskedInput } from '../../hooks/useMaskedInput';
import { useKitMessages } from '../../intl/KitIntl';
import { CODE_DEFAULT_LENGTH, editCode, sanitizeCode } from '../../masks/code';
import { Field } from '../TextField/Field';
import type { TextFieldProps } from '../TextField/TextField';
import { CodeBox, CodeField } from './CodeInput.styles';

export interface CodeInputProps extends Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'hint' | 'prefix' | 'suffix' | 'maxLength' | 'pattern'
> {
  /** How many digits the code has. @default 4 */
  length?: number;
  /** The code (controlled). Anything but digits is dropped. */
  value?: string;
  /** The starting code when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the digits each time they change. */
  onValueChange?: (code: string) => void;
  /**
   * Called once when the person's edit makes the code full, and again only after it changes and
   * is full again; not when `value` is set from outside.
   */
  onComplete?: (code: string) => void;
  /** Help under the field; `null` hides it. @default the kit's "{length} digits" (`codeInput.hint`) */
  hint?: ReactNode;
}

/**
 * A one-time code field: digits only, `length` of them. One input rather than a box per digit, so
 * screen readers meet a single labelled field and the phone's one-time-code autofill fills it in
 * one go; it is drawn as `length` slots.
 */
export function CodeInput({
  length = CODE_DEFAULT_LENGTH,
  value,
  defaultValue,
  onValueChange,
  onComplete,
  hint,
  ref,
  id,
  label,
  error,
  disabled = false,
  required = false,
  necessityIndicator,
  fullWidth,
  className,
  style,
  onPaste: onPasteProp,
  'aria-describedby': describedBy,
  ...inputProps
}: CodeInputProps) {
  const t = useKitMessages();
  const { display, onChange, onPaste, inputRef } = useMaskedInput({
    value,
    defaultValue,
    onValueChange: (code) => {
      onValueChange?.(code);
      // The hook reports changes only, so a full code is reported once until it changes.
      if (code.length === length) onComplete?.(code);
    },
    sanitize: (raw) => sanitizeCode(raw, length),
    format: (code) => code,
    edit: (raw, caret) => editCode(raw, caret, length),
    ref,
  });
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPasteProp?.(event);
    if (!event.defaultPrevented) onPaste(event);
  };

  return (
    <Field
      id={id}
      label={label}
      hint={hint === undefined ? t('codeInput.hint', { length }) : hint}
      error={error}
      disabled={disabled}
      required={required}
      necessityIndicator={necessityIndicator}
      fullWidth={fullWidth}
      describedBy={describedBy}
      className={className}
      style={style}
    >
      {(control) => (
        <CodeBox $invalid={Boolean(control['aria-invalid'])} $disabled={disabled}>
          <CodeField
            inputMode="numeric"
            autoComplete="one-time-code"
            {...inputProps}
            {...control}
            ref={inputRef}
            type="text"
            pattern="[0-9]*"
            maxLength={length}
            $length={length}
            disabled={disabled}
            required={required}
            value={display}
            onChange={onChange}
            onPaste={handlePaste}
          />
        </CodeBox>
      )}
    </Field>
  );
}
