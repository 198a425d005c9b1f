// One order on the board as the kit's OrderTicket draws it: number, kind, time, the new / late / scheduled
// badges, who ordered, the lines with their extras, the total, the comment and the ticket's buttons.
import type { StaffOrder } from '@nori/core/contract';
import { OrderTicket } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../../app/stores';
import { useT } from '../../i18n/useT';
import { isLate, lateMinutes } from '../../stores/lateness';
import { OrderActions } from './OrderActions';
import { ticketTime } from './ticketTime';

export interface BoardTicketProps {
  order: StaffOrder;
  /** The board's clock (useMinuteClock), so every ticket reads the same minute. */
  now: number;
  onCancel: (order: StaffOrder) => void;
}

export const BoardTicket = observer(function BoardTicket({ order, now, onCancel }: BoardTicketProps) {
  const { board } = useStores();
  const intl = useIntl();
  const t = useT();
  return (
    <OrderTicket
      number={`#${order.id}`}
      orderType={order.order_type}
      orderTypeLabel={t(`admin.order.${order.order_type}`)}
      time={ticketTime(intl, order, now)}
      newLabel={board.unacknowledged.has(order.id) ? t('admin.order.new') : undefined}
      lateLabel={isLate(order, now) ? t('admin.order.late', { minutes: lateMinutes(order, now) }) : undefined}
      scheduledLabel={order.released_at === null ? t('admin.order.scheduled') : undefined}
      customerName={order.contact.name}
      customerPhone={`+${order.contact.phone}`}
      lines={order.items.map((item, index) => ({
        id: index,
        quantity: item.quantity,
        name: item.name,
        modifiers: item.modifiers.map((m) => (m.quantity > 1 ? `+ ${m.name} × ${m.quantity}` : `+ ${m.name}`)),
      }))}
      total={order.total}
      totalLabel={t('admin.order.total')}
      comment={order.comment ?? undefined}
      commentLabel={t('admin.order.comment')}
      actions={<OrderActions order={order} onCancel={onCancel} />}
    />
  );
});
