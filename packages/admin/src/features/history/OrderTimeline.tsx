// The order's history as the kit's Timeline: each change with its time on Chișinău's clock, who made it (a
// staff member by name, the shopper, or the system) and why (a cancel reason), and the time promised on
// acceptance. The last step is where the order stands; a cancelled order ends on a cross.
import type { StaffOrder, StaffOrderEvent } from '@nori/core/contract';
import { isFinalState } from '@nori/core/orderLifecycle';
import { Timeline, type TimelineStep } from '@nori/ui';
import { useT } from '../../i18n/useT';
import { useDateTime } from '../../i18n/useDateTime';

export function OrderTimeline({ order }: { order: StaffOrder }) {
  const t = useT();
  const dateTime = useDateTime();
  const who = (event: StaffOrderEvent) =>
    event.actor === 'staff' && event.staff
      ? event.staff.name
      : t(`admin.history.order.actor.${event.actor === 'staff' ? 'staffUnknown' : event.actor}`);
  const steps: TimelineStep[] = order.history.map((event, index) => {
    const last = index === order.history.length - 1;
    const lines = [t('admin.history.order.by', { who: who(event) })];
    if (event.promised_at) lines.push(t('admin.history.order.promised', { time: dateTime(event.promised_at) }));
    if (event.reason) lines.push(t('admin.history.order.reason', { reason: event.reason }));
    return {
      id: String(event.id),
      label: event.type === 'released' ? t('admin.history.order.released') : t(`admin.history.state.${event.status}`),
      time: <time dateTime={event.at}>{dateTime(event.at)}</time>,
      description: lines.join(' · '),
      state:
        event.status === 'cancelled' && event.type === 'status'
          ? 'cancelled'
          : last && !isFinalState(order.status)
            ? 'current'
            : 'done',
    };
  });
  return <Timeline label={t('admin.history.order.timeline')} steps={steps} />;
}
