import { Button, formatPrice, TextField, useKitLocale } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useStores } from '../../stores/StoresProvider';
import { useCheckout } from '../../stores/useCheckout';
import { checkoutMessages as m, offerMessages as o } from './messages';
import { fieldId, useFieldError } from './useFieldError';

const Bonuses = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.sm};

  > :first-child {
    justify-self: stretch;
  }
`;

const Note = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
`;

/**
 * Bonuses at checkout: the amount to spend, with the balance and the cap, when there is something to
 * spend; a line when there is not (a field that can only hold 0 is a trap); a sign-in for a guest.
 */
export const BonusesField = observer(function BonusesField() {
  const intl = useIntl();
  const { localeTag } = useKitLocale();
  const { ui } = useStores();
  const { form, terms } = useCheckout();
  const errorOf = useFieldError();
  const money = (amount: number) => formatPrice(amount, localeTag);

  if (!terms.signedIn) {
    return (
      <Note>
        {intl.formatMessage(m.bonusesSignIn)}
        <Button variant="ghost" size="sm" icon="user" onClick={() => ui.open('authPhone')}>
          {intl.formatMessage(m.signIn)}
        </Button>
      </Note>
    );
  }
  switch (terms.bonusOffer) {
    case 'noBalance':
      return <Note>{intl.formatMessage(m.bonusesNone)}</Note>;
    case 'offer':
      return <Note>{intl.formatMessage(o.bonuses)}</Note>;
    case 'noShare':
      return (
        <Note>
          {intl.formatMessage(m.bonusesNoShare, {
            balance: money(terms.bonusBalance ?? 0),
            share: intl.formatNumber(terms.rules.bonus_spend_max_percent / 100, { style: 'percent' }),
          })}
        </Note>
      );
    case 'field':
      return (
        <Bonuses>
          <TextField
            id={fieldId('bonuses')}
            label={intl.formatMessage(m.bonuses)}
            inputMode="decimal"
            autoComplete="off"
            fullWidth
            value={form.values.bonuses}
            onChange={(event) => form.setField('bonuses', event.target.value)}
            hint={
              terms.bonusBalance !== null
                ? intl.formatMessage(m.available, {
                    balance: money(terms.bonusBalance),
                    max: money(terms.maxBonuses),
                  })
                : undefined
            }
            error={errorOf('bonuses')}
          />
          {terms.maxBonuses > 0 && (
            <Button size="sm" variant="secondary" onClick={() => form.setField('bonuses', String(terms.maxBonuses))}>
              {intl.formatMessage(m.useMax, { max: money(terms.maxBonuses) })}
            </Button>
          )}
        </Bonuses>
      );
  }
});
