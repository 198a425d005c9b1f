import { formatPrice, Icon, useKitLocale } from '@nori/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { cartMessages as m } from './messages';

const Box = styled.div<{ $tone: 'warning' | 'info' | 'success' }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => theme.color[$tone].subtle};
  color: ${({ theme, $tone }) => theme.color[$tone].text};
  font-size: ${({ theme }) => theme.font.size.sm};

  p {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: flex-start;
    margin: 0;
  }
`;

const Bar = styled.progress`
  width: 100%;
  height: 6px;
  appearance: none;
  border: none;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bg.surface};
  overflow: hidden;

  &::-webkit-progress-bar {
    background: ${({ theme }) => theme.color.bg.surface};
  }
  &::-webkit-progress-value {
    background: ${({ theme }) => theme.color.accent.solid};
  }
  &::-moz-progress-bar {
    background: ${({ theme }) => theme.color.accent.solid};
  }
`;

export interface DeliveryProgressProps {
  regionName: string;
  /** MDL: what the cart's orderable lines cost. */
  subtotal: number;
  minOrder: number;
  freeFrom: number;
}

/** The region's minimum order while the cart is below it, then the way to free delivery. */
export function DeliveryProgress({ regionName, subtotal, minOrder, freeFrom }: DeliveryProgressProps) {
  const intl = useIntl();
  const { localeTag } = useKitLocale();
  const money = (amount: number) => formatPrice(amount, localeTag);
  const missing = (target: number) => money(Math.round((target - subtotal) * 100) / 100);
  if (subtotal < minOrder) {
    return (
      <Box $tone="warning" role="status">
        <p>
          <Icon name="info" size={18} />
          {intl.formatMessage(m.minOrder, { region: regionName, amount: money(minOrder), missing: missing(minOrder) })}
        </p>
      </Box>
    );
  }
  if (subtotal >= freeFrom) {
    return (
      <Box $tone="success" role="status">
        <p>
          <Icon name="delivery" size={18} />
          {intl.formatMessage(m.freeDeliveryReached, { region: regionName })}
        </p>
      </Box>
    );
  }
  return (
    <Box $tone="info" role="status">
      <p>
        <Icon name="delivery" size={18} />
        {intl.formatMessage(m.freeDelivery, { missing: missing(freeFrom) })}
      </p>
      <Bar max={freeFrom} value={subtotal} aria-label={intl.formatMessage(m.progressLabel)} />
    </Box>
  );
}
