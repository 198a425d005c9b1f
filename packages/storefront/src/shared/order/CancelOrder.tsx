import { canCancel } from '@nori/core/orderLifecycle';
import { Button } from '@nori/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Order } from '../../api/types';
import { cancelMessages as m } from './messages';

// The confirmation (Radix Dialog) loads when first wanted: most shoppers never cancel.
const loadDialog = () => import('./CancelOrderDialog');
const CancelOrderDialog = lazy(() => loadDialog().then((module) => ({ default: module.CancelOrderDialog })));

const Done = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export interface CancelOrderProps {
  /** The order as it is now (live): the button shows while the shopper may still cancel it. */
  order: Order;
  /** The cancel call: the signed-in shopper's own (`api.account.cancelOrder`) or the link's (`api.orders.cancelTracked`). */
  cancel: () => Promise<Order>;
  /** The cancelled order as the API answered: the page shows it at once. */
  onCancelled: (order: Order) => void;
}

/**
 * **Cancel order** while the order is placed (the rule is `@nori/core`'s `canCancel`, the API's own), behind a
 * confirmation. Once the restaurant has accepted it the button is gone, live; a confirmation already open
 * says so. After cancelling, a note takes the button's place and focus.
 */
export function CancelOrder({ order, cancel, onCancelled }: CancelOrderProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [cancelledHere, setCancelledHere] = useState(false);
  const note = useRef<HTMLParagraphElement>(null);
  const preload = () => void loadDialog();
  const show = () => {
    setWanted(true);
    setOpen(true);
  };
  const cancelled = (answer: Order) => {
    setCancelledHere(true);
    onCancelled(answer);
    setOpen(false);
  };
  return (
    <>
      {cancelledHere && order.status === 'cancelled' ? (
        <Done ref={note} tabIndex={-1}>
          {intl.formatMessage(m.done)}
        </Done>
      ) : (
        canCancel(order.status, 'shopper') && (
          <Button variant="secondary" icon="close" fullWidth onClick={show} onPointerEnter={preload} onFocus={preload}>
            {intl.formatMessage(m.button)}
          </Button>
        )
      )}
      {wanted && (
        <Suspense fallback={null}>
          <CancelOrderDialog
            order={order}
            open={open}
            onOpenChange={setOpen}
            cancel={cancel}
            onCancelled={cancelled}
            returnFocus={note}
          />
        </Suspense>
      )}
    </>
  );
}
