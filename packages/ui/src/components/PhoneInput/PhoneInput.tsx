import type { ReactNode } from 'react';
import { useMaskedInput } from '../../hooks/useMaskedInput';
import { useKitMessages } from '../../intl/KitIntl';
import { editPhone, formatPhone, sanitizePhone } from '../../masks/phone';
import { TextField, type TextFieldProps } from '../TextField/TextField';

export interface PhoneInputProps extends Omit<TextFieldProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'hint'> {
  /** The digits, without the plus (controlled). Anything else in it is dropped. */
  value?: string;
  /** The starting digits when uncontrolled. @default '' */
  defaultValue?: string;
  /** Called with the digits alone, without the plus, each time they change. */
  onValueChange?: (digits: string) => void;
  /** Help under the field; `null` hides it. @default the kit's format hint (`phoneInput.hint`) */
  hint?: ReactNode;
}

/**
 * A phone number field: a plus followed by up to 15 digits (spec §5). Non-digits are dropped as
 * they are typed or pasted, a 16th digit is refused, nothing is cleared on blur and the caret stays
 * where the person is editing. The app receives the digits alone through `onValueChange`; whether
 * the number exists is the server's call.
 */
export function PhoneInput({ value, defaultValue, onValueChange, hint, ref, ...rest }: PhoneInputProps) {
  const t = useKitMessages();
  const { display, onChange, inputRef } = useMaskedInput({
    value,
    defaultValue,
    onValueChange,
    sanitize: sanitizePhone,
    format: formatPhone,
    edit: editPhone,
    ref,
  });
  return (
    <TextField
      inputMode="tel"
      autoComplete="tel"
      {...rest}
      ref={inputRef}
      type="tel"
      hint={hint === undefined ? t('phoneInput.hint') : hint}
      value={display}
      onChange={onChange}
    />
  );
}
