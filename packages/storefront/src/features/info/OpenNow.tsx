import { Badge } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { OpeningHours } from '../../api';
import { useStores } from '../../stores/StoresProvider';
import { openState } from '@nori/core';
import { dayName, formatTime } from './openingHours';
import { opensOn, opensToday, openUntil } from './messages';

/** "Open now · until 23:00" or "Closed · opens Mon at 10:00", by the shop's clock in Chișinău. */
export const OpenNow = observer(function OpenNow({
  hours,
  localeTag,
}: {
  hours: readonly OpeningHours[];
  localeTag: string;
}) {
  const intl = useIntl();
  const { clock } = useStores();
  const state = openState(hours, clock.now());
  if (state.open) {
    return (
      <Badge tone="success" icon="clock">
        {intl.formatMessage(openUntil, { time: formatTime(state.closesAt, localeTag) })}
      </Badge>
    );
  }
  if (!state.opensAt) return null;
  const time = formatTime(state.opensAt.time, localeTag);
  return (
    <Badge tone="neutral" icon="clock">
      {state.opensAt.today
        ? intl.formatMessage(opensToday, { time })
        : intl.formatMessage(opensOn, { day: dayName(state.opensAt.day, localeTag), time })}
    </Badge>
  );
});
