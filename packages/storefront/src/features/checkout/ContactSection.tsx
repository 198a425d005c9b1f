import { Panel, PhoneInput, TextField } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useCheckout } from '../../stores/useCheckout';
import { checkoutMessages as m } from './messages';
import { fieldId, useFieldError } from './useFieldError';

/** Who to call about the order: filled from the profile when signed in. */
export const ContactSection = observer(function ContactSection() {
  const intl = useIntl();
  const { form } = useCheckout();
  const errorOf = useFieldError();
  return (
    <Panel heading={intl.formatMessage(m.contact)}>
      <TextField
        id={fieldId('name')}
        label={intl.formatMessage(m.name)}
        autoComplete="name"
        required
        fullWidth
        value={form.values.name}
        onChange={(event) => form.setField('name', event.target.value)}
        error={errorOf('name')}
      />
      <PhoneInput
        id={fieldId('phone')}
        label={intl.formatMessage(m.phone)}
        autoComplete="tel"
        required
        fullWidth
        value={form.values.phone}
        onValueChange={(digits) => form.setField('phone', digits)}
        error={errorOf('phone')}
      />
    </Panel>
  );
});
