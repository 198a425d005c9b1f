import { Button, Modal, PhoneInput } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { fieldMessages } from '../../shared/fieldMessages';
import { useStores } from '../../stores/StoresProvider';
import { Actions } from './AuthForm.styles';
import { authMessages as m } from './messages';

/** Sign-in step 1 (spec §2, §4): the phone, focused on open; Continue shows its loading state. */
export const PhoneModal = observer(function PhoneModal({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const { ui, auth, user } = useStores();
  const [phone, setPhone] = useState(user.authPhone ?? '');
  const inputRef = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void auth.requestCode(phone);
  };
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
          error={auth.phoneError ? intl.formatMessage(m.phoneInvalid) : fieldMessages(auth.phoneFieldErrors)}
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
