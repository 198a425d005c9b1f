import { formatPrice, Price, useKitLocale } from '@nori/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { OrderLine } from '../../api/types';
import { LocalLink } from '../LocalLink';
import { paths } from '../paths';
import { linesMessages as m } from './messages';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};

  &:first-child {
    padding-top: 0;
  }
`;

const Name = styled(LocalLink)`
  color: ${({ theme }) => theme.color.fg.default};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

const Small = styled.span`
  grid-column: 1;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Modifiers = styled.ul`
  grid-column: 1;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const LineTotal = styled.div`
  grid-column: 2;
  grid-row: 1;
  text-align: end;
`;

/** The order's lines as charged: name (linking to the product), modifiers, quantity × price, line total. */
export function OrderLines({ lines }: { lines: readonly OrderLine[] }) {
  const intl = useIntl();
  const { localeTag } = useKitLocale();
  return (
    <List>
      {lines.map((line, index) => (
        <Line key={`${line.product_id}-${index}`}>
          <Name to={paths.product(line.slug)}>{line.name}</Name>
          <LineTotal>
            <Price amount={line.line_total} />
          </LineTotal>
          {line.modifiers.length > 0 && (
            <Modifiers>
              {line.modifiers.map((modifier) => (
                <li key={modifier.id}>
                  {intl.formatMessage(m.modifier, { name: modifier.name, quantity: modifier.quantity })}
                </li>
              ))}
            </Modifiers>
          )}
          <Small>
            {intl.formatMessage(m.unitPrice, { quantity: line.quantity, price: formatPrice(line.price, localeTag) })}
          </Small>
        </Line>
      ))}
    </List>
  );
}
