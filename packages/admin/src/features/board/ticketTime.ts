// The time a ticket shows: when a scheduled order is due (on Chișinău's clock, whatever the tablet's zone),
// how long a new one has waited, or how long until (or past) an accepted one's promised time.
import { BUSINESS_TIME_ZONE } from '@nori/core';
import type { StaffOrder } from '@nori/core/contract';
import type { IntlShape } from 'react-intl';
import { isLate, minutesFrom } from '../../stores/lateness';

export function ticketTime(intl: IntlShape, order: StaffOrder, now: number): string | undefined {
  if (order.released_at === null)
    return intl.formatDate(order.scheduled_at ?? order.release_at, {
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: BUSINESS_TIME_ZONE,
      hourCycle: 'h23',
    });
  if (order.status === 'placed')
    return intl.formatMessage(
      { id: 'admin.order.waiting' },
      { minutes: Math.max(0, -minutesFrom(order.release_at, now)) },
    );
  const due = order.promised_at ?? order.scheduled_at;
  if (!due) return undefined;
  const minutes = minutesFrom(due, now);
  return isLate(order, now) || minutes < 0
    ? intl.formatMessage({ id: 'admin.order.late' }, { minutes: -minutes })
    : intl.formatMessage({ id: 'admin.order.dueIn' }, { minutes });
}
