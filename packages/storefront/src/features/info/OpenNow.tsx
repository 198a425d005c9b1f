import { openState, type Schedule } from '@nori/core';
import { Badge } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../../stores/StoresProvider';
import { dayName, formatTime } from './openingHours';
import { closedTodayOpensOn, opensOn, opensToday, openUntil, pausedUntil } from './messages';

/**
 * "Open now · until 23:00", "Closed · opens Mon at 10:00", "Closed today · opens Fri at 10:00" (a closed
 * day) or "Ordering paused · until 14:30", by the shop's clock in Chișinău and the restaurant's whole
 * schedule (@nori/core's `openState`, the rule the API applies too).
 */
export const OpenNow = observer(function OpenNow({ schedule, localeTag }: { schedule: Schedule; localeTag: string }) {
  const intl = useIntl();
  const { clock } = useStores();
  const state = openState(schedule, clock.now());
  if (state.open) {
    return (
      <Badge tone="success" icon="clock">
        {intl.formatMessage(openUntil, { time: formatTime(state.closesAt, localeTag) })}
      </Badge>
    );
  }
  if (state.reason === 'paused' && state.pausedUntil) {
    const { time, today, day } = state.pausedUntil;
    const until = formatTime(time, localeTag);
    return (
      <Badge tone="warning" icon="clock">
        {intl.formatMessage(pausedUntil, { time: today ? until : `${dayName(day, localeTag)} ${until}` })}
      </Badge>
    );
  }
  if (!state.opensAt) return null;
  const time = formatTime(state.opensAt.time, localeTag);
  const day = dayName(state.opensAt.day, localeTag);
  return (
    <Badge tone="neutral" icon="clock">
      {state.reason === 'closedDate'
        ? intl.formatMessage(closedTodayOpensOn, { day, time })
        : state.opensAt.today
          ? intl.formatMessage(opensToday, { time })
          : intl.formatMessage(opensOn, { day, time })}
    </Badge>
  );
});
