import { Button } from '@nori/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Order } from '../../../api/types';
import { useStores } from '../../../stores/StoresProvider';
import { orderMessages as m } from '../messages';
import { repeatOrder } from './repeatOrder';

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

type Outcome = { kind: 'idle' } | { kind: 'done'; added: number; skipped: number } | { kind: 'failed' };

/** "Repeat order": the lines go into the cart at today's prices and the cart drawer opens. */
export function RepeatOrderButton({ order }: { order: Order }) {
  const intl = useIntl();
  const stores = useStores();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const repeat = async () => {
    setPending(true);
    try {
      const plan = await repeatOrder(stores, order);
      setOutcome({ kind: 'done', added: plan.items.length, skipped: plan.skipped });
    } catch {
      setOutcome({ kind: 'failed' });
    } finally {
      setPending(false);
    }
  };
  let note: string | null = null;
  if (outcome.kind === 'failed') note = intl.formatMessage(m.repeatFailed);
  else if (outcome.kind === 'done' && outcome.added === 0) note = intl.formatMessage(m.repeatNone);
  else if (outcome.kind === 'done' && outcome.skipped > 0)
    note = intl.formatMessage(m.repeatSkipped, { count: outcome.skipped });
  return (
    <>
      <Button icon="refresh" fullWidth loading={pending} onClick={() => void repeat()}>
        {intl.formatMessage(m.repeat)}
      </Button>
      <div role="status">{note && <Note>{note}</Note>}</div>
    </>
  );
}
