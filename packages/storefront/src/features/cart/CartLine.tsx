import { formatPrice, IconButton, Price, QuantityStepper, useKitLocale } from '@nori/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { LocalLink } from '../../shared/LocalLink';
import { paths } from '../../shared/paths';
import { stoppedLine } from '../../shared/stopList';
import type { LineIssue } from '../../stores/cartPricing';
import { cartMessages as m } from './messages';

const Row = styled.li<{ $unavailable: boolean }>`
  display: grid;
  grid-template-columns: 64px 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  opacity: ${({ $unavailable }) => ($unavailable ? 0.85 : 1)};
`;

const Thumb = styled.img`
  grid-row: span 2;
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.subtle};
  object-fit: cover;
`;

const Info = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const Name = styled(LocalLink)`
  color: ${({ theme }) => theme.color.fg.default};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
  overflow-wrap: anywhere;

  &:hover {
    text-decoration: underline;
  }
`;

const Extras = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Notice = styled.p<{ $tone: 'warning' | 'danger' }>`
  margin: 0;
  color: ${({ theme, $tone }) => theme.color[$tone].text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Controls = styled.div`
  grid-column: 2 / span 2;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface CartLineProps {
  name: string;
  slug?: string;
  image?: { url: string; width: number; height: number };
  extras: { id: number; name: string; quantity: number }[];
  quantity: number;
  /** MDL */
  lineTotal: number;
  issue?: LineIssue;
  /** The name of the restaurant whose stop-list holds the dish, when that is why it is unavailable. @default none */
  stoppedAt?: string;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  /** A link inside the line was followed (the drawer closes). */
  onNavigate?: () => void;
}

/** One cart line: picture, name, extras, what re-pricing found, quantity, remove and the line total. */
export function CartLine({
  name,
  slug,
  image,
  extras,
  quantity,
  lineTotal,
  issue,
  stoppedAt,
  onQuantityChange,
  onRemove,
  onNavigate,
}: CartLineProps) {
  const intl = useIntl();
  const { localeTag } = useKitLocale();
  const unavailable = issue?.kind === 'unavailable';
  return (
    <Row $unavailable={unavailable}>
      {image ? (
        // The name beside it says what the picture shows.
        <Thumb src={image.url} width={64} height={64} alt="" loading="lazy" decoding="async" />
      ) : (
        <Thumb as="span" aria-hidden="true" />
      )}
      <Info>
        {slug ? (
          <Name to={paths.product(slug)} onClick={onNavigate}>
            {name}
          </Name>
        ) : (
          <strong>{name}</strong>
        )}
        {extras.length > 0 && (
          <Extras>
            {extras.map((extra) => (
              <li key={extra.id}>{intl.formatMessage(m.modifier, { name: extra.name, quantity: extra.quantity })}</li>
            ))}
          </Extras>
        )}
        {issue?.kind === 'price' && (
          <Notice $tone="warning">
            {intl.formatMessage(m.priceChanged, {
              old: formatPrice(issue.oldUnit, localeTag),
              now: formatPrice(issue.newUnit, localeTag),
            })}
          </Notice>
        )}
        {unavailable && (
          <Notice $tone="danger">
            {stoppedAt ? intl.formatMessage(stoppedLine, { restaurant: stoppedAt }) : intl.formatMessage(m.unavailable)}
          </Notice>
        )}
      </Info>
      <div>{!unavailable && <Price amount={lineTotal} />}</div>
      <Controls>
        <QuantityStepper
          size="sm"
          value={quantity}
          onValueChange={onQuantityChange}
          disabled={unavailable}
          label={intl.formatMessage(m.quantity, { name })}
        />
        <IconButton icon="trash" size="sm" label={intl.formatMessage(m.remove, { name })} onClick={onRemove} />
      </Controls>
    </Row>
  );
}
