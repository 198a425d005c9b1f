import { formatPrice, PromoCodeField, useKitLocale } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { OrderOffers } from '../../stores/OrderOffers';
import { offerMessages as m } from './messages';

export interface PromoCodeProps {
  offers: OrderOffers;
  /** The input's id (the checkout moves focus to it after a refusal). */
  id: string;
  /** A message about the code that wins over the model's (the checkout's: the server's 422). @default none */
  error?: string;
}

/**
 * The promo code of the cart and the checkout (issue 33): the kit's field over the shared `OrderOffers` —
 * applied at once, in force as a tag with what it saves, or why not (the API's sentence, ours when it gives
 * none or cannot be asked).
 */
export const PromoCode = observer(function PromoCode({ offers, id, error }: PromoCodeProps) {
  const intl = useIntl();
  const { localeTag } = useKitLocale();
  const saving = offers.codeSaving;
  const amount = saving ? saving.discount + saving.deliveryDiscount : 0;
  const refusal = offers.refusal;
  let refusalText: string | undefined;
  if (refusal?.kind === 'unavailable') refusalText = intl.formatMessage(m.unavailable);
  else if (refusal) {
    refusalText = refusal.message ?? intl.formatMessage(refusal.reason === 'unknown' ? m.unknown : m.refused);
  }
  return (
    <PromoCodeField
      // A code in force that went by itself (refused when the order changed, or by the server) opens the field
      // again with its reason.
      key={offers.dropped}
      id={id}
      defaultOpen={offers.dropped > 0 || offers.waiting !== null}
      pending={offers.applying}
      error={error ?? refusalText}
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
