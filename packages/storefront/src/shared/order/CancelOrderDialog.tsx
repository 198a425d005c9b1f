import { canCancel } from '@nori/core/orderLifecycle';
import { Button, Modal } from '@nori/ui';
import { useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { isApiError } from '../../api/errors';
import type { Order } from '../../api/types';
import { cancelMessages as m } from './messages';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const Problem = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  color: ${({ theme }) => theme.color.danger.text};
`;

export interface CancelOrderDialogProps {
  order: Order;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cancel: () => Promise<Order>;
  onCancelled: (order: Order) => void;
  /** Where focus goes on close when the button that opened it is gone. */
  returnFocus: RefObject<HTMLElement | null>;
}

/**
 * "Cancel order #1041?": what cancelling does, **Keep the order** and **Yes, cancel the order**. A refusal
 * shows the API's own words (its 409 names the restaurant's phone); an order that moved on while this was
 * open cannot be confirmed any more.
 */
export function CancelOrderDialog({
  order,
  open,
  onOpenChange,
  cancel,
  onCancelled,
  returnFocus,
}: CancelOrderDialogProps) {
  const intl = useIntl();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const movedOn = !canCancel(order.status, 'shopper') && order.status !== 'cancelled';
  const confirm = async () => {
    setSending(true);
    setProblem(null);
    try {
      onCancelled(await cancel());
    } catch (error) {
      // 409: too late, in the API's words with the restaurant's phone; anything else: try again.
      setProblem(isApiError(error) && error.status === 409 ? error.message : intl.formatMessage(m.failed));
    } finally {
      setSending(false);
    }
  };
  const change = (next: boolean) => {
    if (!next) setProblem(null);
    onOpenChange(next);
  };
  const shown = problem ?? (movedOn ? intl.formatMessage(m.tooLate) : null);
  return (
    <Modal
      open={open}
      onOpenChange={change}
      title={intl.formatMessage(m.title, { id: order.id })}
      description={intl.formatMessage(m.text)}
      size="sm"
      returnFocus={returnFocus}
      footer={
        <Actions>
          <Button variant="secondary" onClick={() => change(false)}>
            {intl.formatMessage(m.keep)}
          </Button>
          <Button variant="danger" loading={sending} disabled={movedOn} onClick={() => void confirm()}>
            {intl.formatMessage(m.confirm)}
          </Button>
        </Actions>
      }
    >
      {shown && <Problem role="alert">{shown}</Problem>}
    </Modal>
  );
}
