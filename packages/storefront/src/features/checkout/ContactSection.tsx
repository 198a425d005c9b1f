import { PhoneInput, TextField } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useCheckout } from '../../stores/useCheckout';
import { checkoutMessages as m } from './messages';
import { Section } from './Section';
import { fieldId, useFieldError } from './useFieldError';

/** Who to call about the order: filled from the profile when signed in. */
export const ContactSection = observer(function ContactSection() {
  const intl = useIntl();
  const checkout = useCheckout();
  const errorOf = useFieldError();
  return (
    <Section id="checkout-contact-title" title={intl.formatMessage(m.contact)}>
      <TextField
        id={fieldId('name')}
        label={intl.formatMessage(m.name)}
        autoComplete="name"
        required
        fullWidth
        value={checkout.form.name}
        onChange={(event) => checkout.setField('name', event.target.value)}
        error={errorOf('name')}
      />
      <PhoneInput
        id={fieldId('phone')}
        label={intl.formatMessage(m.phone)}
        autoComplete="tel"
        required
        fullWidth
        value={checkout.form.phone}
        onValueChange={(digits) => checkout.setField('phone', digits)}
        error={errorOf('phone')}
      />
    </Section>
  );
});
