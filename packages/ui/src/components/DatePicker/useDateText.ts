import { useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useKitMessages } from '../../intl/KitIntl';
import {
  formatSelectionText,
  parseSelectionText,
  sameSelection,
  type DatePickerMode,
  type DatePickerValueMap,
  type SelectionTextError,
} from '../../masks/dateSelection';
import { formatDateText, patternText, type DateConstraints, type DateTextPattern } from '../../masks/dateText';

type AnyValue = DatePickerValueMap[DatePickerMode];

export interface UseDateTextOptions extends Omit<DateConstraints, 'withTime'> {
  mode: DatePickerMode;
  value: AnyValue;
  /** Called with a typed value that passed every check. */
  onCommit: (value: AnyValue) => void;
  pattern: DateTextPattern;
  minuteStep: number;
  maxCount?: number;
}

/**
 * The text of the field: what the person types, read on Enter or when they leave the field. A
 * typed value that fails a check leaves the value as it was and sets `error` (a message from the
 * kit's catalogs); the text stays so it can be corrected. When the value changes elsewhere (a
 * click in the calendar) the text follows it and the error clears.
 */
export function useDateText({
  mode,
  value,
  onCommit,
  pattern,
  minuteStep,
  maxCount,
  ...constraints
}: UseDateTextOptions) {
  const t = useKitMessages();
  const separator = t('datepicker.rangeSeparator');
  const format = (next: AnyValue) => formatSelectionText(mode, next, pattern, separator);
  const [text, setText] = useState(() => format(value));
  const [reason, setReason] = useState<SelectionTextError | null>(null);
  const [shownValue, setShownValue] = useState(value);

  // The value moved on without typing (a calendar click, the app): show it. Adjusting state during
  // render, as React's docs advise, avoids a frame with the old text.
  if (!sameSelection(mode, shownValue, value)) {
    setShownValue(value);
    setText(format(value));
    setReason(null);
  }

  const commit = () => {
    if (text === format(value)) {
      setReason(null);
      return;
    }
    const result = parseSelectionText(mode, text, pattern, {
      ...constraints,
      now: new Date(),
      minuteStep,
      maxCount,
      withTime: Boolean(pattern.time),
    });
    if (!result.ok) {
      setReason(result.reason);
      return;
    }
    setReason(null);
    setShownValue(result.value);
    setText(format(result.value));
    if (!sameSelection(mode, result.value, value)) onCommit(result.value);
  };

  const formatText = patternText(pattern);
  const messages: Record<SelectionTextError, () => string> = {
    format: () => t('datepicker.invalid', { format: formatText }),
    date: () => t('datepicker.invalid', { format: formatText }),
    time: () => t('datepicker.invalidTime', { format: formatText }),
    minuteStep: () => t('datepicker.minuteStep', { step: minuteStep }),
    beforeMin: () =>
      t('datepicker.beforeMin', { min: constraints.min ? formatDateText(constraints.min, pattern) : '' }),
    afterMax: () => t('datepicker.afterMax', { max: constraints.max ? formatDateText(constraints.max, pattern) : '' }),
    unavailable: () => t('datepicker.unavailable'),
    rangeOrder: () => t('datepicker.rangeOrder'),
    maxCount: () => t('datepicker.maxCount', { count: maxCount ?? 0 }),
  };

  return {
    error: reason ? messages[reason]() : undefined,
    hint: t('datepicker.formatHint', { format: formatText }),
    inputProps: {
      value: text,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setText(event.target.value),
      onBlur: commit,
      onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') {
          // Enter reads the date rather than submitting the form around it half-typed.
          event.preventDefault();
          commit();
        }
      },
    },
  };
}
