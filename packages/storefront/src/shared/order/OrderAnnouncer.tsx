import { VisuallyHidden } from '@nori/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Order } from '../../api/types';
import { announcement, type Heard } from './announcement';
import type { LiveConnection } from './useLiveOrder';

/**
 * A polite live region, empty until the order moves while the page is open ("Your order is being
 * prepared."), or its live updates pause, go offline or come back: each change is said once, in one
 * sentence, and nothing is said for what the page was rendered with. Rendered by the server too, so the
 * region exists before its first words (screen readers ignore a region that arrives with its text).
 */
export function OrderAnnouncer({ order, connection }: { order: Order; connection: LiveConnection }) {
  const intl = useIntl();
  const [heard, setHeard] = useState<Heard>({ status: order.status, connection });
  const [said, setSaid] = useState('');
  // What the last render showed, kept in state (React's pattern for a value derived from a change).
  if (heard.status !== order.status || heard.connection !== connection) {
    const sentence = announcement(intl, heard, { order, connection });
    setHeard({ status: order.status, connection });
    if (sentence) setSaid(sentence);
  }
  return <VisuallyHidden role="status">{said}</VisuallyHidden>;
}
