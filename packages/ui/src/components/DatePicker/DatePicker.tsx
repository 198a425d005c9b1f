import { useRef, useState } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { useKitLocale } from '../../intl/KitIntl';
import { selectionToIso, type DatePickerMode, type DatePickerValueMap } from '../../masks/dateSelection';
import type { DateTextPattern } from '../../masks/dateText';
import { Field } from '../TextField/Field';
import { ControlBox, Input } from '../TextField/TextField.styles';
import { Calendar, gridFocusTarget, type CalendarSelection } from './Calendar';
import { CalendarOverlay, OverlayAnchor, OverlayContent, OverlayTrigger, useCalendarOverlay } from './CalendarOverlay';
import { TriggerSlot } from './DatePicker.styles';
import type { DatePickerProps } from './DatePicker.types';
import { useDateText } from './useDateText';

type AnyValue = DatePickerValueMap[DatePickerMode];

const emptyValue = (mode: DatePickerMode): AnyValue => (mode === 'multiple' ? [] : null);

/**
 * A date field: type the date in the configured format or pick it in a calendar that opens in a
 * popover on desktop and in a bottom sheet below 769 px. One day, several days (`maxCount`) or a
 * range, optionally with a time of day; `min`, `max`, disabled dates and weekdays apply to typing
 * and clicking alike.
 */
export function DatePicker(props: DatePickerProps) {
  const {
    mode = 'single',
    label,
    hint,
    error,
    id,
    name,
    min,
    max,
    disabledDates,
    disabledWeekdays,
    numberOfMonths = 1,
    format = 'dd.mm.yy',
    disabled = false,
    required = false,
    fullWidth = false,
    className,
  } = props;
  const { locale: kitLocale } = useKitLocale();
  const locale = props.locale ?? kitLocale;
  const withTime = props.mode !== 'multiple' && props.mode !== 'range' && Boolean(props.withTime);
  const hourCycle = props.hourCycle ?? 24;
  const minuteStep = props.minuteStep ?? 1;
  const maxCount = props.mode === 'multiple' ? props.maxCount : undefined;
  const pattern: DateTextPattern = {
    date: format,
    time: withTime ? hourCycle : undefined,
  };

  const [value, setValue] = useControllableState<AnyValue>({
    prop: props.value,
    defaultProp: props.defaultValue ?? emptyValue(mode),
    onChange: props.onValueChange as ((value: AnyValue) => void) | undefined,
  });
  const overlay = useCalendarOverlay(props);
  const calendarRef = useRef<HTMLDivElement>(null);
  // Read when the overlay opens: by then the grid is on the page and knows its focusable day.
  const [initialFocus] = useState(() => ({
    get current() {
      return gridFocusTarget(calendarRef.current);
    },
  }));

  const constraints = { min, max, disabledDates, disabledWeekdays };
  const text = useDateText({
    mode,
    value,
    onCommit: setValue,
    pattern,
    minuteStep,
    maxCount,
    ...constraints,
  });

  const selection = {
    mode,
    value,
    onValueChange: (next: AnyValue, complete: boolean) => {
      setValue(next);
      if (complete) overlay.closeSoon();
    },
  } as CalendarSelection;

  return (
    <CalendarOverlay layout={overlay.layout} open={overlay.open && !disabled} onOpenChange={overlay.setOpen}>
      <Field
        id={id}
        label={label}
        hint={hint ?? text.hint}
        error={error ?? text.error}
        disabled={disabled}
        required={required}
        fullWidth={fullWidth}
        className={className}
      >
        {(control) => (
          <OverlayAnchor>
            <ControlBox $invalid={Boolean(control['aria-invalid'])} $disabled={disabled}>
              <Input
                type="text"
                autoComplete="off"
                disabled={disabled}
                required={required}
                {...text.inputProps}
                {...control}
              />
              <TriggerSlot>
                <OverlayTrigger disabled={disabled} />
              </TriggerSlot>
            </ControlBox>
          </OverlayAnchor>
        )}
      </Field>
      {name && <input type="hidden" name={name} value={selectionToIso(mode, value, withTime)} />}
      <OverlayContent title={label} initialFocus={initialFocus}>
        <div ref={calendarRef}>
          <Calendar
            {...selection}
            {...constraints}
            maxCount={maxCount}
            numberOfMonths={numberOfMonths}
            defaultMonth={props.defaultMonth}
            withTime={withTime}
            hourCycle={hourCycle}
            minuteStep={minuteStep}
            locale={locale}
            // Several days, a time, or a range in progress need a way to say "that's it".
            onDone={mode === 'single' && !withTime ? undefined : () => overlay.setOpen(false)}
          />
        </div>
      </OverlayContent>
    </CalendarOverlay>
  );
}
