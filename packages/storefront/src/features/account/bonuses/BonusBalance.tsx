import { Icon, Price } from '@nori/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { bonusesMessages as m } from '../messages';

const Card = styled.section`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.accent.subtle};
`;

const Badge = styled.span`
  grid-row: span 3;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.accent.solid};
  color: ${({ theme }) => theme.color.accent.onSolid};
`;

const Label = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Amount = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The bonus balance, in lei (1 bonus = 1 leu), and how bonuses work. */
export function BonusBalance({ balance }: { balance: number }) {
  const intl = useIntl();
  return (
    <Card aria-labelledby="bonus-balance">
      <Badge>
        <Icon name="gift" size={28} />
      </Badge>
      <Label id="bonus-balance">{intl.formatMessage(m.balance)}</Label>
      <Amount data-testid="bonus-balance">
        <Price amount={balance} size="lg" />
      </Amount>
      <Hint>{intl.formatMessage(m.balanceHint)}</Hint>
    </Card>
  );
}
