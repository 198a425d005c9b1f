// The moves the board offers, on the order's page: the one step forward (accepting with a promised time
// from the quick picks) and Cancel with a reason the shopper receives; Print for the kitchen ticket.
import { CANCEL_REASON_MAX, PROMISE_QUICK_MINUTES } from '@nori/core/orderLifecycle';
import { Banner, Button, Inline, Modal, Stack, TextField } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/useT';
import type { OrderPageStore } from '../../stores/OrderPageStore';

export interface OrderMovesProps {
  page: OrderPageStore;
  onPrint: () => void;
}

export const OrderMoves = observer(function OrderMoves({ page, onPrint }: OrderMovesProps) {
  const t = useT();
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const order = page.order;
  if (!order) return null;
  const next = page.next;
  const number = t('admin.order.number', { id: order.id });

  const cancel = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return;
    if (await page.move('cancelled', { reason: reason.trim() })) {
      setReason('');
      setCancelling(false);
    }
  };

  return (
    <>
      {page.problem !== null && !cancelling && (
        <Banner tone="danger" role="alert" title={t('admin.problem.title', { id: order.id })}>
          {page.problem || t('admin.problem.offline')}
        </Banner>
      )}
      <Inline gap="sm" align="center">
        {next === 'accepted'
          ? PROMISE_QUICK_MINUTES.map((minutes) => (
              <Button
                key={minutes}
                loading={page.moving}
                onClick={() => void page.move('accepted', { promised_minutes: minutes })}
                aria-label={`${t('admin.action.accept', { minutes })}: ${number}`}
              >
                {t('admin.action.accept', { minutes })}
              </Button>
            ))
          : next && (
              <Button loading={page.moving} onClick={() => void page.move(next)}>
                {t(`admin.action.${next}`)}
              </Button>
            )}
        {page.cancellable && (
          <Button variant="secondary" onClick={() => setCancelling(true)}>
            {t('admin.action.cancel')}
          </Button>
        )}
        <Button variant="ghost" onClick={onPrint}>
          {t('admin.action.print')}
        </Button>
      </Inline>
      <Modal
        open={cancelling}
        onOpenChange={(open) => {
          setCancelling(open);
          if (!open) page.clearProblem();
        }}
        title={t('admin.cancel.title', { id: order.id })}
      >
        <Stack as="form" gap="md" onSubmit={cancel}>
          {page.problem !== null && (
            <Banner tone="danger" role="alert" title={t('admin.problem.title', { id: order.id })}>
              {page.problem || t('admin.problem.offline')}
            </Banner>
          )}
          <TextField
            label={t('admin.cancel.reason')}
            required
            fullWidth
            maxLength={CANCEL_REASON_MAX}
            value={reason}
            error={page.reasonError ?? undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          <Inline gap="sm" align="center">
            <Button type="submit" variant="danger" loading={page.moving}>
              {t('admin.cancel.confirm')}
            </Button>
            <Button variant="secondary" onClick={() => setCancelling(false)}>
              {t('admin.cancel.keep')}
            </Button>
          </Inline>
        </Stack>
      </Modal>
    </>
  );
});
