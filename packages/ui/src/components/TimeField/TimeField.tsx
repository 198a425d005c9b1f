import {
  useEffect,
  useLayoutEffect,
  useRef,
  type ComponentProps,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useKitMessages } from '../../intl/KitIntl';
import { Icon } from '../Icon/Icon';
import { useDraftValue } from '../NumberField/useDraftValue';
import { Field, type NecessityIndicator } from '../TextField/Field';
import { Adornment, ControlBox } from '../TextField/TextField.styles';
import { checkTime, parseTimeText, segmentAt, stepTime, type TimeText } from './timeText';
import { TimeInput } from './TimeField.styles';

export interface TimeFieldProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step' | 'prefix' | 'children' | 'name'
> {
  /** The visible label, linked to the input. */
  label: ReactNode;
  /** Help under the input, linked by `aria-describedby`; `false` for none. @default the kit's "24-hour time, such as 09:30" */
  hint?: ReactNode;
  /** The app's error message; replaces the kit's own (not a time, out of range) while it is set. */
  error?: ReactNode;
  /** The time as `HH:mm`, 24-hour (controlled); `null` is an empty field. */
  value?: TimeText | null;
  /** The starting time when uncontrolled. @default null */
  defaultValue?: TimeText | null;
  /** Called with `HH:mm` on blur, Enter and each arrow step (not on every keystroke); `null` when empty or not a time. */
  onValueChange?: (value: TimeText | null) => void;
  /** The earliest time accepted, `HH:mm`; an earlier one gets the kit's message. @default none */
  min?: TimeText;
  /** The latest time accepted, `HH:mm`; a later one gets the kit's message. @default none */
  max?: TimeText;
  /** Minutes must be a multiple of this, and ArrowUp/ArrowDown on the minutes move by it. @default 1 */
  minuteStep?: number;
  /** Take the container's width. @default false */
  fullWidth?: boolean;
  /** `icon`: an asterisk after a required label; `label`: "optional" after the others. @default 'icon' */
  necessityIndicator?: NecessityIndicator;
  /** Form field name: a hidden input carries `HH:mm` (or nothing) for a native form. @default none */
  name?: string;
  /** Class of the outer element, for layout; other native props go to the `<input>`. */
  className?: string;
  /** Style of the outer element, for layout. */
  style?: CSSProperties;
}

const SEGMENTS = { hours: [0, 2], minutes: [3, 5] } as const;

/**
 * A time of day on the 24-hour clock, for opening hours and promised times in the back office.
 *
 * The person types the way they say it: `9`, `930`, `9.30` or `09:30` all become `09:30` when they
 * leave the field, so a phone's numeric keypad, which has no colon, is enough. ArrowUp/ArrowDown
 * change the hours or the minutes, whichever the caret is in, wrapping like a clock (23 → 00) and
 * moving the minutes by `minuteStep`. A time that does not exist, or is outside `min`–`max` or off the
 * step, gets a clear message in the kit's language; the app's `error` replaces it.
 *
 * `min` and `max` compare times within one day: for hours that run past midnight, check in the app.
 */
export function TimeField({
  id,
  label,
  hint,
  error,
  value: valueProp,
  defaultValue,
  onValueChange,
  min,
  max,
  minuteStep = 1,
  fullWidth = false,
  necessityIndicator,
  disabled = false,
  required = false,
  readOnly = false,
  name,
  className,
  style,
  onBlur,
  onKeyDown,
  ref,
  'aria-describedby': describedBy,
  ...inputProps
}: TimeFieldProps) {
  const t = useKitMessages();
  const field = useDraftValue<TimeText, 'format'>({
    value: valueProp,
    defaultValue,
    onValueChange,
    parse: parseTimeText,
    format: (time) => time,
  });

  let kitError: string | null = null;
  if (field.problem === 'format') kitError = t('timeField.invalid');
  else {
    const problem = checkTime(field.value, { min, max, minuteStep });
    if (problem === 'beforeMin') kitError = t('timeField.beforeMin', { min: min! });
    else if (problem === 'afterMax') kitError = t('timeField.afterMax', { max: max! });
    else if (problem === 'minuteStep') kitError = t('timeField.minuteStep', { step: minuteStep });
  }
  const appError = error != null && error !== false && error !== '';

  const inputRef = useRef<HTMLInputElement | null>(null);
  // The kit's message blocks a native form's submission too.
  useEffect(() => {
    inputRef.current?.setCustomValidity(kitError ?? '');
  }, [kitError]);

  // After an arrow step the segment that changed stays selected, so the next press changes it again.
  const selectAfterStep = useRef<keyof typeof SEGMENTS | null>(null);
  useLayoutEffect(() => {
    const input = inputRef.current;
    const segment = selectAfterStep.current;
    if (!input || !segment) return;
    selectAfterStep.current = null;
    const [start, end] = SEGMENTS[segment];
    input.setSelectionRange(start, end);
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || disabled || readOnly) return;
    if (event.key === 'Enter') {
      field.commit();
      return;
    }
    const steps = { ArrowUp: 1, ArrowDown: -1 }[event.key];
    if (steps === undefined) return;
    event.preventDefault();
    const input = event.currentTarget;
    const segment = segmentAt(input.value, input.selectionStart ?? 0);
    selectAfterStep.current = segment;
    field.commitValue(stepTime(field.current(), segment, steps, { minuteStep, start: min }));
  };

  return (
    <Field
      id={id}
      label={label}
      hint={hint === undefined ? t('timeField.format') : hint}
      error={appError ? error : kitError}
      disabled={disabled}
      required={required}
      necessityIndicator={necessityIndicator}
      fullWidth={fullWidth}
      describedBy={describedBy}
      className={className}
      style={style}
    >
      {(control) => (
        <ControlBox $invalid={Boolean(control['aria-invalid'])} $disabled={disabled}>
          <Adornment>
            <Icon name="clock" size={18} />
          </Adornment>
          <TimeInput
            ref={(node) => {
              inputRef.current = node;
              if (typeof ref === 'function') ref(node);
              else if (ref) ref.current = node;
            }}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={8}
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
          {name && <input type="hidden" name={name} value={field.value ?? ''} />}
        </ControlBox>
      )}
    </Field>
  );
}
