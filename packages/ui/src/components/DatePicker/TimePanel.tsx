import { useKitMessages } from '../../intl/KitIntl';
import type { HourCycle } from '../../masks/dateText';
import { stepHours, stepMinutes, to12Hour, togglePeriod, type TimeOfDay } from '../../masks/timeOfDay';
import { Colon, PeriodToggle, TimeRoot } from './TimePanel.styles';
import { TimeSpinner } from './TimeSpinner';

export interface TimePanelProps {
  time: TimeOfDay;
  hourCycle: HourCycle;
  minuteStep: number;
  onTimeChange: (time: TimeOfDay) => void;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Hours and minutes (and AM/PM on a 12-hour clock) under the calendar. */
export function TimePanel({ time, hourCycle, minuteStep, onTimeChange }: TimePanelProps) {
  const t = useKitMessages();
  const twelve = to12Hour(time.hours);
  const hour = hourCycle === 12 ? twelve.hour : time.hours;
  const periodText = twelve.period === 'am' ? 'AM' : 'PM';
  return (
    <TimeRoot>
      <TimeSpinner
        label={t('datepicker.hours')}
        increaseLabel={t('datepicker.increaseHours')}
        decreaseLabel={t('datepicker.decreaseHours')}
        value={hour}
        min={hourCycle === 12 ? 1 : 0}
        max={hourCycle === 12 ? 12 : 23}
        valueText={pad(hour)}
        onStep={(steps) => onTimeChange({ ...time, hours: stepHours(time.hours, steps) })}
      />
      <Colon aria-hidden="true">:</Colon>
      <TimeSpinner
        label={t('datepicker.minutes')}
        increaseLabel={t('datepicker.increaseMinutes')}
        decreaseLabel={t('datepicker.decreaseMinutes')}
        value={time.minutes}
        min={0}
        max={59}
        valueText={pad(time.minutes)}
        onStep={(steps) => onTimeChange({ ...time, minutes: stepMinutes(time.minutes, steps, minuteStep) })}
      />
      {hourCycle === 12 && (
        <PeriodToggle
          type="button"
          aria-label={`${t('datepicker.period')}: ${periodText}`}
          onClick={() => onTimeChange({ ...time, hours: togglePeriod(time.hours) })}
        >
          {periodText}
        </PeriodToggle>
      )}
    </TimeRoot>
  );
}
