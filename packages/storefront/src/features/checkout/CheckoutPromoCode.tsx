import { observer } from 'mobx-react-lite';
import { PromoCode } from '../../shared/offers/PromoCode';
import { useCheckout } from '../../stores/useCheckout';
import { fieldId, useFieldError } from './useFieldError';

/** The checkout's promo code: the shared field, focusable after a refusal, with the server's 422 about it. */
export const CheckoutPromoCode = observer(function CheckoutPromoCode() {
  const { offers } = useCheckout();
  const errorOf = useFieldError();
  return <PromoCode offers={offers} id={fieldId('promoCode')} error={errorOf('promoCode')} />;
});
