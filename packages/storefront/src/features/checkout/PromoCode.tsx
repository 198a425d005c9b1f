import { formatPrice, PromoCodeField, useKitLocale } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useCheckout } from '../../stores/useCheckout';
import { offerMessages as m } from './messages';
import { fieldId, useFieldError } from './useFieldError';

/**
 * The checkout's promo code (issue 33): the kit's field over the checkout's `OrderOffers` — applied at once,
 * in force as a tag with what it saves, or why not (the API's sentence; the server's 422 when the order was
 * refused for it).
 */
export const PromoCode = observer(function PromoCode() {
  const intl = useIntl();
  const { localeTag } = useKitLocale();
  const { offers } = useCheckout();
  const errorOf = useFieldError();
  const saving = offers.codeSaving;
  const amount = saving ? saving.discount + saving.deliveryDiscount : 0;
  const refusal = offers.refusal;
  let refusalText: string | undefined;
  if (refusal?.kind === 'unavailable') refusalText = intl.formatMessage(m.unavailable);
  else if (refusal)
    refusalText = refusal.message ?? intl.formatMessage(refusal.reason === 'unknown' ? m.unknown : m.refused);
  return (
    <PromoCodeField
      // A code in force that went by itself (refused when the order changed, or by the server) opens the field
      // again with its reason, as the shopper left it when they applied it.
      key={offers.dropped}
      id={fieldId('promoCode')}
      defaultOpen={offers.dropped > 0 || offers.waiting !== null}
      pending={offers.applying}
      error={errorOf('promoCode') ?? refusalText}
      applied={
        offers.code
          ? {
              code: offers.code,
              saving: amount > 0 ? intl.formatMessage(m.saving, { amount: formatPrice(amount, localeTag) }) : undefined,
            }
          : null
      }
      onApply={offers.apply}
      onRemove={offers.remove}
    />
  );
});
