/**
 * The engine of NumberField and MoneyField (private to the kit): a labelled text input whose value is
 * a number, committed on blur, Enter and the arrow keys, with the kit's own messages for text that is
 * not a number and for values out of range. The two public fields differ only in the codec: how text
 * becomes a number and back, and how a bound is written in a message.
 */
import {
  useEffect,
  useRef,
  type ComponentProps,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useKitMessages } from '../../intl/KitIntl';
import { Field, type NecessityIndicator } from '../TextField/Field';
import { Adornment, ControlBox } from '../TextField/TextField.styles';
import { type NumberTextResult, rangeProblem, stepNumber } from './numberText';
import { NumberInput } from './NumberField.styles';
import { useDraftValue } from './useDraftValue';

/** Props NumberField and MoneyField share (everything but the codec). */
export interface NumericFieldCommonProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step' | 'prefix' | 'children' | 'name'
> {
  /** The visible label, linked to the input. */
  label: ReactNode;
  /** Help under the input, linked by `aria-describedby`. */
  hint?: ReactNode;
  /** The app's error message; replaces the kit's own (not a number, out of range) while it is set. */
  error?: ReactNode;
  /** Take the container's width. @default false */
  fullWidth?: boolean;
  /** `icon`: an asterisk after a required label; `label`: "optional" after the others. @default 'icon' */
  necessityIndicator?: NecessityIndicator;
  /** The value (controlled); `null` is an empty field. */
  value?: number | null;
  /** The starting value when uncontrolled. @default null */
  defaultValue?: number | null;
  /** Called with the new value on blur, Enter and each arrow step (not on every keystroke); `null` when empty or not a number. */
  onValueChange?: (value: number | null) => void;
  /** The lowest value accepted; arrows stop here, a lower typed value gets the kit's message. @default none */
  min?: number;
  /** The highest value accepted; arrows stop here, a higher typed value gets the kit's message. @default none */
  max?: number;
  /** Form field name: a hidden input carries the plain value (`12.5`, never `12,5`) for a native form. @default none */
  name?: string;
  /** Class of the outer element, for layout; other native props go to the `<input>`. */
  className?: string;
  /** Style of the outer element, for layout. */
  style?: CSSProperties;
}

export interface NumericCodec {
  parse: (text: string) => NumberTextResult;
  format: (value: number) => string;
  /** A bound as written in the range message. */
  formatBound: (value: number) => string;
  /** Decimals the field takes: 0 asks for a whole number. */
  maxFractionDigits: number;
}

interface NumericFieldProps extends NumericFieldCommonProps {
  codec: NumericCodec;
  /** The arrow keys' step, in the value's unit. */
  step: number;
  prefix?: ReactNode;
  suffix?: ReactNode;
  /** Ids of more descriptions of the input (MoneyField's currency). */
  describedBy?: string;
  ref?: Ref<HTMLInputElement>;
}

const PAGE_STEPS = 10;

export function NumericField({
  codec,
  step,
  id,
  label,
  hint,
  error,
  fullWidth = false,
  necessityIndicator,
  disabled = false,
  required = false,
  readOnly = false,
  value: valueProp,
  defaultValue,
  onValueChange,
  min,
  max,
  name,
  prefix,
  suffix,
  describedBy,
  className,
  style,
  inputMode,
  onBlur,
  onKeyDown,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: NumericFieldProps) {
  const t = useKitMessages();
  const field = useDraftValue({
    value: valueProp,
    defaultValue,
    onValueChange,
    parse: codec.parse,
    format: codec.format,
  });

  let kitError: string | null = null;
  if (field.problem === 'format') kitError = t('numberField.invalid');
  else if (field.problem === 'fraction')
    kitError =
      codec.maxFractionDigits === 0
        ? t('numberField.whole')
        : t('numberField.decimals', { count: codec.maxFractionDigits });
  else {
    const bound = rangeProblem(field.value, min, max);
    if (bound && min !== undefined && max !== undefined)
      kitError = t('numberField.range', { min: codec.formatBound(min), max: codec.formatBound(max) });
    else if (bound === 'min') kitError = t('numberField.min', { min: codec.formatBound(min!) });
    else if (bound === 'max') kitError = t('numberField.max', { max: codec.formatBound(max!) });
  }
  const appError = error != null && error !== false && error !== '';

  // The kit's message also blocks a native form's submission, as a native number input's range does.
  const inputRef = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    inputRef.current?.setCustomValidity(kitError ?? '');
  }, [kitError]);
  const setRef = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || disabled || readOnly) return;
    if (event.key === 'Enter') {
      // Committed before a form's implicit submission reads the value.
      field.commit();
      return;
    }
    const steps = { ArrowUp: 1, ArrowDown: -1, PageUp: PAGE_STEPS, PageDown: -PAGE_STEPS }[event.key];
    // Home and End jump to a bound only when there is one; otherwise they move the caret as usual.
    const bound = event.key === 'Home' ? min : event.key === 'End' ? max : undefined;
    if (steps === undefined && bound === undefined) return;
    event.preventDefault();
    field.commitValue(bound ?? stepNumber(field.current(), steps!, { step, min, max }));
  };

  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={appError ? error : kitError}
      disabled={disabled}
      required={required}
      necessityIndicator={necessityIndicator}
      fullWidth={fullWidth}
      describedBy={[describedBy, ariaDescribedBy].filter(Boolean).join(' ') || undefined}
      className={className}
      style={style}
    >
      {(control) => (
        <ControlBox $invalid={Boolean(control['aria-invalid'])} $disabled={disabled}>
          {prefix && <Adornment>{prefix}</Adornment>}
          {/*
           * A text input, not type="number": that one ignores the locale's comma, swallows letters
           * silently and changes the value on a mouse wheel. Not role="spinbutton" either: screen
           * readers would read its aria-valuenow instead of what the person has typed.
           */}
          <NumberInput
            ref={setRef}
            type="text"
            inputMode={inputMode ?? (codec.maxFractionDigits > 0 ? 'decimal' : 'numeric')}
            autoComplete="off"
            spellCheck={false}
            disabled={disabled}
            required={required}
            readOnly={readOnly}
            {...inputProps}
            {...control}
            value={field.text}
            onChange={(event) => field.setText(event.target.value)}
            onBlur={(event) => {
              field.commit();
              onBlur?.(event);
            }}
            onKeyDown={handleKeyDown}
          />
          {suffix && <Adornment>{suffix}</Adornment>}
          {name && <input type="hidden" name={name} value={field.value ?? ''} />}
        </ControlBox>
      )}
    </Field>
  );
}
