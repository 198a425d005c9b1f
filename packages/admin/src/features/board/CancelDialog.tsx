// Cancelling an order from the board: a reason (told to the shopper) is required; the dialog closes once the
// API took the move, and stays with the reason typed when it did not.
import type { StaffOrder } from '@nori/core/contract';
import { Button, Inline, Modal, Stack, TextField } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useStores } from '../../app/stores';

export const CancelDialog = observer(function CancelDialog({
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
      <Stack as="form" gap="lg" onSubmit={submit}>
        <TextField
          label={intl.formatMessage({ id: 'admin.cancel.reason' })}
          required
          fullWidth
          maxLength={300}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <Inline gap="xs">
          <Button type="submit" variant="danger" loading={order ? board.moving.has(order.id) : false}>
            {intl.formatMessage({ id: 'admin.cancel.confirm' })}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'admin.cancel.keep' })}
          </Button>
        </Inline>
      </Stack>
    </Modal>
  );
});
