import { chisinauIsoDate, hhmmOf, wallTime } from '@nori/core';
import { Banner } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { formatTime, formatTimeOn } from '../../shared/dates';
import { useCheckout } from '../../stores/useCheckout';
import { scheduleMessages as m } from './messages';

/** Which day `day` is from `today` (both YYYY-MM-DD): the message's `when`. */
const whenOf = (day: string, today: string) => {
  if (day === today) return 'today';
  const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return day === tomorrow ? 'tomorrow' : 'other';
};

/**
 * Why the restaurant takes no order now, said plainly, and from when one can be ordered: "The restaurant is
 * closed today. You can order for tomorrow from 10:00." / "The restaurant has paused ordering until 14:30."
 * Nothing while it is open. The earliest time is the picker's own (lead time, busy minutes, pause, closed days).
 */
export const ScheduleNotice = observer(function ScheduleNotice() {
  const intl = useIntl();
  const { terms } = useCheckout();
  const state = terms.openState;
  if (!state || state.open || !terms.restaurant) return null;
  const now = terms.now;
  const today = chisinauIsoDate(now);
  const first =
    state.reason === 'paused' && terms.restaurant.paused_until
      ? intl.formatMessage(m.paused, { time: formatTimeOn(intl, terms.restaurant.paused_until, now.toISOString()) })
      : intl.formatMessage(state.reason === 'closedDate' ? m.closedToday : m.closedNow);
  const slot = terms.earliestSlot;
  const pauseEnd = state.pausedUntil ? `${state.pausedUntil.date} ${state.pausedUntil.time}` : null;
  const slotDay = slot ? chisinauIsoDate(slot) : null;
  const slotTime = slot ? hhmmOf(wallTime(slot).minutes) : null;
  let second: string | null = null;
  if (!slot || !slotDay || !slotTime) second = intl.formatMessage(m.noTime, { days: terms.rules.max_days_ahead });
  // After a pause the earliest time is often its very end: said once.
  else if (pauseEnd !== `${slotDay} ${slotTime}`)
    second = intl.formatMessage(m.orderFrom, {
      when: whenOf(slotDay, today),
      date: intl.formatDate(`${slotDay}T12:00:00Z`, { day: 'numeric', month: 'long', timeZone: 'UTC' }),
      time: formatTime(intl, slot.toISOString()),
    });
  return (
    <Banner tone={state.reason === 'hours' ? 'info' : 'warning'} role="status">
      {second ? `${first} ${second}` : first}
    </Banner>
  );
});
