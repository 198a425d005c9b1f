import { TextArea, type IconName } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { PaymentTypeCode } from '../../api/orders';
import { paymentTypeName } from '../../shared/paymentTypeName';
import { useStores } from '../../stores/StoresProvider';
import { useCheckout } from '../../stores/useCheckout';
import { BonusesField } from './BonusesField';
import { Choice } from './Choice';
import { checkoutMessages as m } from './messages';
import { Section } from './Section';
import { fieldId, useFieldError } from './useFieldError';

const ICONS: Record<string, IconName> = { card_online: 'card', cash: 'wallet', card_courier: 'card' };

/**
 * How to pay (card to the courier only with delivery; cash named for the order type: to the courier or
 * at the restaurant), bonuses, and a comment.
 */
export const PaymentSection = observer(function PaymentSection() {
  const intl = useIntl();
  const { dictionaries } = useStores();
  const checkout = useCheckout();
  const errorOf = useFieldError();
  const { form } = checkout;
  const types = dictionaries.paymentTypes.filter(
    (type) => form.orderType === 'delivery' || type.code !== 'card_courier',
  );
  return (
    <Section id="checkout-payment-title" title={intl.formatMessage(m.payment)}>
      <Choice<PaymentTypeCode>
        id={fieldId('paymentType')}
        legend={intl.formatMessage(m.paymentType)}
        options={types.map((type) => ({
          value: type.code as PaymentTypeCode,
          label: paymentTypeName(intl, type, form.orderType),
          icon: ICONS[type.code] ?? 'wallet',
        }))}
        value={form.paymentType}
        onValueChange={(value) => checkout.setField('paymentType', value)}
        error={errorOf('paymentType')}
      />
      <BonusesField />
      <TextArea
        id={fieldId('comment')}
        label={intl.formatMessage(m.comment)}
        fullWidth
        maxLength={500}
        value={form.comment}
        onChange={(event) => checkout.setField('comment', event.target.value)}
        error={errorOf('comment')}
      />
    </Section>
  );
});
