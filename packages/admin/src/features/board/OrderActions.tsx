// A ticket's buttons: "Seen" on a new order, the one move forward (accepting with a promised time from the
// quick picks), the order's page, printing, and Cancel (which asks for a reason in CancelDialog).
import type { StaffOrder } from '@nori/core/contract';
import type { OrderState } from '@nori/core/orderLifecycle';
import { Button, ButtonLink, Inline, Text } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useStores } from '../../app/stores';
import { useT } from '../../i18n/useT';
import { printTicket } from '../../shared/PrintTicket';
import { PROMISE_QUICK_MINUTES } from '../../stores/OrdersBoardStore';

export const OrderActions = observer(function OrderActions({
  order,
  onCancel,
}: {
  order: StaffOrder;
  onCancel: (order: StaffOrder) => void;
}) {
  const { board } = useStores();
  const t = useT();
  const busy = board.moving.has(order.id);
  const next: OrderState | null = board.next(order);
  const number = t('admin.order.number', { id: order.id });
  return (
    <Inline gap="xs" align="center">
      {board.unacknowledged.has(order.id) && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => board.acknowledge(order.id)}
          aria-label={`${t('admin.action.acknowledge')}: ${number}`}
        >
          {t('admin.action.acknowledge')}
        </Button>
      )}
      {next === 'accepted' && (
        <Text size="sm" aria-hidden>
          {t('admin.action.acceptIn')}
        </Text>
      )}
      {next === 'accepted'
        ? PROMISE_QUICK_MINUTES.map((minutes) => (
            <Button
              key={minutes}
              size="sm"
              loading={busy}
              onClick={() => void board.move(order, 'accepted', { promised_minutes: minutes })}
              aria-label={`${t('admin.action.accept', { minutes })}: ${number}`}
            >
              {t('admin.action.acceptShort', { minutes })}
            </Button>
          ))
        : next && (
            <Button
              size="sm"
              loading={busy}
              onClick={() => void board.move(order, next)}
              aria-label={`${t(`admin.action.${next}`)}: ${number}`}
            >
              {t(`admin.action.${next}`)}
            </Button>
          )}
      <ButtonLink
        as={Link}
        to={paths.order.href(order.id)}
        href={paths.order.href(order.id)}
        size="sm"
        variant="ghost"
        aria-label={`${t('admin.action.details')}: ${number}`}
      >
        {t('admin.action.details')}
      </ButtonLink>
      <Button
        size="sm"
        variant="ghost"
        onClick={(event) => printTicket(event.currentTarget.closest('article'))}
        aria-label={`${t('admin.action.print')}: ${number}`}
      >
        {t('admin.action.print')}
      </Button>
      {board.canCancel(order) && (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onCancel(order)}
          aria-label={`${t('admin.action.cancel')}: ${number}`}
        >
          {t('admin.action.cancel')}
        </Button>
      )}
    </Inline>
  );
});
