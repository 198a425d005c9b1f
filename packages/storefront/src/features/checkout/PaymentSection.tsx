import { Button, formatPrice, TextArea, TextField, useKitLocale, type IconName } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PaymentTypeCode } from '../../api/orders';
import { useStores } from '../../stores/StoresProvider';
import { Choice } from './Choice';
import { checkoutMessages as m } from './messages';
import { Section } from './Section';
import { fieldId, useFieldError } from './useFieldError';

const ICONS: Record<string, IconName> = { card_online: 'card', cash: 'wallet', card_courier: 'card' };

const Bonuses = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.sm};

  > :first-child {
    justify-self: stretch;
  }
`;

const Guest = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
`;

/** How to pay (card to the courier only with delivery), bonuses when signed in, and a comment. */
export const PaymentSection = observer(function PaymentSection() {
  const intl = useIntl();
  const { localeTag } = useKitLocale();
  const { checkout, dictionaries, ui } = useStores();
  const errorOf = useFieldError();
  const { form } = checkout;
  const money = (amount: number) => formatPrice(amount, localeTag);
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
          label: type.name,
          icon: ICONS[type.code] ?? 'wallet',
        }))}
        value={form.paymentType}
        onValueChange={(value) => checkout.setField('paymentType', value)}
        error={errorOf('paymentType')}
      />
      {checkout.signedIn ? (
        <Bonuses>
          <TextField
            id={fieldId('bonuses')}
            label={intl.formatMessage(m.bonuses)}
            inputMode="decimal"
            autoComplete="off"
            fullWidth
            value={form.bonuses}
            onChange={(event) => checkout.setField('bonuses', event.target.value)}
            hint={
              checkout.bonusBalance !== null
                ? intl.formatMessage(m.available, {
                    balance: money(checkout.bonusBalance),
                    max: money(checkout.maxBonuses),
                  })
                : undefined
            }
            error={errorOf('bonuses')}
          />
          {checkout.maxBonuses > 0 && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => checkout.setField('bonuses', String(checkout.maxBonuses))}
            >
              {intl.formatMessage(m.useMax, { max: money(checkout.maxBonuses) })}
            </Button>
          )}
        </Bonuses>
      ) : (
        <Guest>
          {intl.formatMessage(m.bonusesSignIn)}
          <Button variant="ghost" size="sm" icon="user" onClick={() => ui.open('authPhone')}>
            {intl.formatMessage(m.signIn)}
          </Button>
        </Guest>
      )}
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
