import { formatPrice, useKitLocale } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { OrderOffers } from '../../stores/OrderOffers';
import { offerMessages as m } from './messages';

const Nudge = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.accent.text};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The automatic offer the order is nearest to, from the API's check ("Add 45 MDL more to get: Free delivery"). */
export const OfferNudge = observer(function OfferNudge({ offers }: { offers: OrderOffers }) {
  const intl = useIntl();
  const { localeTag } = useKitLocale();
  const nudge = offers.current?.nudges[0];
  if (!nudge) return null;
  return (
    <Nudge>{intl.formatMessage(m.nudge, { missing: formatPrice(nudge.missing, localeTag), title: nudge.title })}</Nudge>
  );
});
