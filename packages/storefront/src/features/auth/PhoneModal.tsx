import { Button, Modal, PhoneInput } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { fieldMessages } from '../../shared/fieldMessages';
import type { PhoneMessageId } from '../../stores/AuthStore';
import { useStores } from '../../stores/StoresProvider';
import { useAuth } from '../../stores/useAuth';
import { Actions } from './AuthForm.styles';
import { authMessages as m } from './messages';

const PHONE_ERRORS = {
  'auth.phone.invalid': m.phoneInvalid,
  'auth.phone.notMobile': m.phoneNotMobile,
  'auth.phone.country': m.phoneCountry,
} satisfies Record<PhoneMessageId, MessageDescriptor>;

/**
 * Sign-in step 1 (spec §2, §4): the phone, focused on open; Continue shows its loading state. A phone the
 * rule refuses is not sent, and the field says why (issue 12).
 */
export const PhoneModal = observer(function PhoneModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const { ui, user } = useStores();
  const auth = useAuth();
  const [phone, setPhone] = useState(user.authPhone ?? '');
  const inputRef = useRef<HTMLInputElement>(null);
  // The rule loads apart from the page (~34 kB): ask for it while the shopper types.
  useEffect(() => auth.preparePhoneCheck(), [auth]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void auth.requestCode(phone);
  };
  const codes = intl.formatList(
    auth.phoneCountryCodes.map((code) => `+${code}`),
    { type: 'disjunction' },
  );
  const error = auth.phoneError
    ? intl.formatMessage(PHONE_ERRORS[auth.phoneError], { codes })
    : fieldMessages(auth.phoneFieldErrors);
  return (
    <Modal
      open={ui.isOpen('authPhone')}
      onOpenChange={(open) => {
        ui.setOpen('authPhone', open);
        if (!open) onClose();
      }}
      title={intl.formatMessage(m.phoneTitle)}
      description={intl.formatMessage(m.phoneDescription)}
      size="sm"
      initialFocus={inputRef}
    >
      <form onSubmit={submit} noValidate>
        <PhoneInput
          ref={inputRef}
          name="phone"
          label={intl.formatMessage(m.phoneLabel)}
          value={phone}
          onValueChange={setPhone}
          error={error}
        />
        <Actions>
          <Button type="submit" fullWidth loading={auth.pending === 'phone'}>
            {intl.formatMessage(m.continue)}
          </Button>
        </Actions>
      </form>
    </Modal>
  );
});
