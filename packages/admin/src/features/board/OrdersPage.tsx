// The live orders board: a column per lane (scheduled, new, accepted, preparing, ready, out for delivery), a
// ticket per order with the one move forward — accepting with a promised time from the quick picks —,
// "Seen" on a new one, and Cancel with a reason (told to the shopper). A refused move says why above the
// board in the API's words. On a phone the kit's Board shows one lane at a time under tabs.
import { BUSINESS_TIME_ZONE } from '@nori/core';
import type { StaffOrder } from '@nori/core/contract';
import type { OrderState } from '@nori/core/orderLifecycle';
import { Banner, Board, BoardColumn, Button, ButtonLink, Kbd, Modal, OrderTicket, TextField } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useStores } from '../../app/stores';
import { useT } from '../../i18n/useT';
import { printTicket, PrintStyles } from '../../shared/PrintTicket';
import { SHORTCUTS, shortcutOf } from './shortcuts';
import {
  ACCEPT_WITHIN_MINUTES,
  LANES,
  PROMISE_QUICK_MINUTES,
  type OrdersBoardStore,
} from '../../stores/OrdersBoardStore';
import { paths } from '../../app/paths';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const AcceptLabel = styled.span`
  align-self: center;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Minutes between now and an instant, rounded towards the larger wait. */
const minutesFrom = (iso: string, now: number) => Math.round((Date.parse(iso) - now) / 60_000);

/** Ticks once a minute, so "in 12 min" and the late markers stay true without a reload. */
function useMinuteClock() {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** How far past its time an order is: past the promised time, or a new one past its minutes to be accepted. */
const lateMinutes = (order: StaffOrder, now: number) =>
  Math.max(
    1,
    order.status === 'placed'
      ? -minutesFrom(order.release_at, now) - ACCEPT_WITHIN_MINUTES
      : -minutesFrom(order.promised_at ?? order.release_at, now),
  );

function timeText(intl: IntlShape, board: OrdersBoardStore, order: StaffOrder, now: number) {
  // Scheduled: the badge says so, the time says when (on Chișinău's clock, whatever the tablet's zone).
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
  return board.isLate(order) || minutes < 0
    ? intl.formatMessage({ id: 'admin.order.late' }, { minutes: -minutes })
    : intl.formatMessage({ id: 'admin.order.dueIn' }, { minutes });
}

const OrderActions = observer(function OrderActions({
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
    <Actions>
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
      {next === 'accepted' && <AcceptLabel aria-hidden>{t('admin.action.acceptIn')}</AcceptLabel>}
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
    </Actions>
  );
});

const CancelDialog = observer(function CancelDialog({
  order,
  onClose,
}: {
  order: StaffOrder | null;
  onClose: () => void;
}) {
  const { board } = useStores();
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!order || !reason.trim()) return;
    if (await board.move(order, 'cancelled', { reason: reason.trim() })) {
      setReason('');
      onClose();
    }
  };
  return (
    <Modal
      open={order !== null}
      onOpenChange={(open) => !open && onClose()}
      title={order ? intl.formatMessage({ id: 'admin.cancel.title' }, { id: order.id }) : ''}
    >
      <form onSubmit={submit}>
        <TextField
          label={intl.formatMessage({ id: 'admin.cancel.reason' })}
          required
          fullWidth
          maxLength={300}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <Actions style={{ marginTop: 16 }}>
          <Button type="submit" variant="danger" loading={order ? board.moving.has(order.id) : false}>
            {intl.formatMessage({ id: 'admin.cancel.confirm' })}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'admin.cancel.keep' })}
          </Button>
        </Actions>
      </form>
    </Modal>
  );
});

export const OrdersPage = observer(function OrdersPage() {
  const { board } = useStores();
  const intl = useIntl();
  const now = useMinuteClock();
  const [cancelling, setCancelling] = useState<StaffOrder | null>(null);
  const [help, setHelp] = useState(false);
  const t = useT();
  const lanes = board.lanes;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = shortcutOf(event);
      if (shortcut === 's') board.acknowledge();
      if (shortcut === '?') setHelp(true);
      if (shortcut) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [board]);

  return (
    <Page>
      {board.problem && (
        <Banner tone="danger" role="alert" title={t('admin.problem.title', { id: board.problem.orderId })}>
          {board.problem.message || t('admin.problem.offline')}
        </Banner>
      )}
      <Board label={t('admin.board.title')} defaultValue="placed">
        {LANES.map((lane) => (
          <BoardColumn
            key={lane}
            value={lane}
            title={t(`admin.lane.${lane}`)}
            count={lanes[lane].length}
            emptyText={t('admin.lane.empty')}
          >
            {lanes[lane].map((order) => (
              <OrderTicket
                key={order.id}
                number={`#${order.id}`}
                orderType={order.order_type}
                orderTypeLabel={t(`admin.order.${order.order_type}`)}
                time={timeText(intl, board, order, now)}
                newLabel={board.unacknowledged.has(order.id) ? t('admin.order.new') : undefined}
                lateLabel={
                  board.isLate(order) ? t('admin.order.late', { minutes: lateMinutes(order, now) }) : undefined
                }
                scheduledLabel={order.released_at === null ? t('admin.order.scheduled') : undefined}
                customerName={order.contact.name}
                customerPhone={`+${order.contact.phone}`}
                lines={order.items.map((item, index) => ({
                  id: index,
                  quantity: item.quantity,
                  name: item.name,
                  modifiers: item.modifiers.map((m) =>
                    m.quantity > 1 ? `+ ${m.name} × ${m.quantity}` : `+ ${m.name}`,
                  ),
                }))}
                total={order.total}
                totalLabel={t('admin.order.total')}
                comment={order.comment ?? undefined}
                commentLabel={t('admin.order.comment')}
                actions={<OrderActions order={order} onCancel={setCancelling} />}
              />
            ))}
          </BoardColumn>
        ))}
      </Board>
      <CancelDialog order={cancelling} onClose={() => setCancelling(null)} />
      <div>
        <Button size="sm" variant="ghost" onClick={() => setHelp(true)}>
          {t('admin.shortcut.button')} <Kbd keys={['?']} />
        </Button>
      </div>
      <Modal open={help} onOpenChange={setHelp} title={t('admin.shortcut.title')}>
        <dl>
          {SHORTCUTS.map((shortcut) => (
            <div key={shortcut.key}>
              <dt>
                <Kbd keys={[shortcut.key.toUpperCase()]} />
              </dt>
              <dd>{t(shortcut.message)}</dd>
            </div>
          ))}
        </dl>
      </Modal>
      <PrintStyles />
    </Page>
  );
});
