import { Banner, formatPrice, useKitLocale } from '@nori/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { cartMessages as m } from './messages';
import { roundMdl } from '@nori/core/money';

/** Under the message, as wide as its column. */
const Bar = styled.progress`
  display: block;
  width: 100%;
  margin-top: ${({ theme }) => theme.space.xs};
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
  const missing = (target: number) => money(roundMdl(target - subtotal));
  if (subtotal < minOrder) {
    return (
      <Banner tone="warning" icon="info" role="status">
        {intl.formatMessage(m.minOrder, { region: regionName, amount: money(minOrder), missing: missing(minOrder) })}
      </Banner>
    );
  }
  if (subtotal >= freeFrom) {
    return (
      <Banner tone="success" icon="delivery" role="status">
        {intl.formatMessage(m.freeDeliveryReached, { region: regionName })}
      </Banner>
    );
  }
  return (
    <Banner tone="info" icon="delivery" role="status">
      {intl.formatMessage(m.freeDelivery, { missing: missing(freeFrom) })}
      <Bar max={freeFrom} value={subtotal} aria-label={intl.formatMessage(m.progressLabel)} />
    </Banner>
  );
}
