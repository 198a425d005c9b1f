import { Price } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { offerMessages as m } from '../../shared/offers/messages';
import { OfferNudge } from '../../shared/offers/OfferNudge';
import { PromoCode } from '../../shared/offers/PromoCode';
import { useOffers } from '../../stores/useOffers';
import { TotalRow } from './CartDrawer.styles';

/**
 * The cart's offers (issue 33), the checkout's model: the promo code, the nudge towards the nearest automatic
 * offer, and what offers take off, checked by the API while the drawer is open.
 */
export const CartOffers = observer(function CartOffers() {
  const offers = useOffers();
  useEffect(() => offers.follow(), [offers]);
  return (
    <>
      <PromoCode offers={offers} id="cart-promoCode" />
      <OfferNudge offers={offers} />
    </>
  );
});

/**
 * The cart's discount line, above its total: what offers take off the dishes (the cart's total is the
 * dishes'; delivery and what offers take off it are the checkout's). Nothing while there is none.
 */
export const CartDiscount = observer(function CartDiscount() {
  const intl = useIntl();
  const amount = useOffers().current?.discount ?? 0;
  if (amount <= 0) return null;
  return (
    <TotalRow>
      <span>{intl.formatMessage(m.discount)}</span>
      <span>
        −<Price amount={amount} />
      </span>
    </TotalRow>
  );
});
