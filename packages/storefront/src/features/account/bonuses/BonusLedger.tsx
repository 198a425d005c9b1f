import { Price } from '@nori/ui';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import type { BonusTransaction } from '../../../api/types';
import { LocalLink } from '../../../shared/LocalLink';
import { paths } from '../../../shared/paths';
import { formatShortDay } from '../../../shared/dates';
import { orderNumberMessage } from '../../../shared/order/orderNumber';
import { bonusesMessages as m } from '../messages';

const Heading = styled.h2`
  margin: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    text-align: start;
    vertical-align: top;
  }

  th {
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  th:last-child,
  td:last-child {
    text-align: end;
    white-space: nowrap;
  }

  td:first-child {
    white-space: nowrap;
    color: ${({ theme }) => theme.color.fg.muted};
  }
`;

const Amount = styled.span<{ $positive: boolean }>`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme, $positive }) => ($positive ? theme.color.success.text : theme.color.fg.default)};
`;

const OrderLink = styled(LocalLink)`
  display: block;
  color: ${({ theme }) => theme.color.accent.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
`;

/** The ledger's words per kind; `refund`: bonuses spent on an order that was cancelled, given back. */
const kindMessages = { earn: m.earn, spend: m.spend, referral: m.referral, refund: m.refund };

const isKnownKind = (kind: string): kind is keyof typeof kindMessages => Object.hasOwn(kindMessages, kind);

/** What an entry was; a kind this shop does not know reads as earned or spent by its sign. */
function kindLabel(intl: IntlShape, entry: BonusTransaction): string {
  if (isKnownKind(entry.kind)) return intl.formatMessage(kindMessages[entry.kind]);
  return intl.formatMessage(entry.amount < 0 ? m.spend : m.earn);
}

/** The ledger, newest first: date, what happened (with the order's link), and the bonuses in or out. */
export function BonusLedger({ transactions }: { transactions: readonly BonusTransaction[] }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="bonus-history">
      <Heading id="bonus-history">{intl.formatMessage(m.history)}</Heading>
      {transactions.length === 0 ? (
        <Empty>{intl.formatMessage(m.empty)}</Empty>
      ) : (
        <Table aria-labelledby="bonus-history">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.date)}</th>
              <th scope="col">{intl.formatMessage(m.operation)}</th>
              <th scope="col">{intl.formatMessage(m.amount)}</th>
            </tr>
          </thead>
          <tbody>
            {transactions.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <time dateTime={entry.created_at}>{formatShortDay(intl, entry.created_at)}</time>
                </td>
                <td>
                  {kindLabel(intl, entry)}
                  {entry.order_id !== null && (
                    <OrderLink to={paths.accountOrder(entry.order_id)}>
                      {intl.formatMessage(orderNumberMessage, { id: entry.order_id })}
                    </OrderLink>
                  )}
                </td>
                <td>
                  <Amount $positive={entry.amount > 0}>
                    {entry.amount > 0 ? '+' : '−'}
                    <Price amount={Math.abs(entry.amount)} />
                  </Amount>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
