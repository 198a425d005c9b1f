import { type IconName, Panel, RadioCard, TextArea } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { PaymentTypeCode } from '../../api/types';
import { paymentTypeName } from '../../shared/paymentTypeName';
import { useStores } from '../../stores/StoresProvider';
import { useCheckout } from '../../stores/useCheckout';
import { BonusesField } from './BonusesField';
import { checkoutMessages as m } from './messages';
import { fieldId, useFieldError } from './useFieldError';

const ICONS: Record<string, IconName> = { card_online: 'card', cash: 'wallet', card_courier: 'card' };

/**
 * How to pay (card to the courier only with delivery; cash named for the order type: to the courier or
 * at the restaurant), bonuses, and a comment.
 */
export const PaymentSection = observer(function PaymentSection() {
  const intl = useIntl();
  const { dictionaries } = useStores();
  const { form } = useCheckout();
  const errorOf = useFieldError();
  const { values } = form;
  const types = dictionaries.paymentTypes.filter(
    (type) => values.orderType === 'delivery' || type.code !== 'card_courier',
  );
  return (
    <Panel heading={intl.formatMessage(m.payment)}>
      <RadioCard<PaymentTypeCode>
        id={fieldId('paymentType')}
        label={intl.formatMessage(m.paymentType)}
        orientation="horizontal"
        required
        options={types.map((type) => ({
          value: type.code as PaymentTypeCode,
          title: paymentTypeName(intl, type, values.orderType),
          icon: ICONS[type.code] ?? 'wallet',
        }))}
        value={values.paymentType}
        onValueChange={(value) => form.setField('paymentType', value)}
        error={errorOf('paymentType')}
      />
      <BonusesField />
      <TextArea
        id={fieldId('comment')}
        label={intl.formatMessage(m.comment)}
        fullWidth
        maxLength={500}
        value={values.comment}
        onChange={(event) => form.setField('comment', event.target.value)}
        error={errorOf('comment')}
      />
    </Panel>
  );
});
