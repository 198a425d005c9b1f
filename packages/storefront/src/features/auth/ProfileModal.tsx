import { Button, DatePicker, Modal, TextField } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { fieldMessages } from '../../shared/fieldMessages';
import { useStores } from '../../stores/StoresProvider';
import { Actions, Fields } from './AuthForm.styles';
import { authMessages as m } from './messages';
import { latestBirthday, parseIsoDate } from './birthday';

/**
 * Sign-in step 3 for new customers (spec §2, §5): name, surname and birthday (dd.mm.yy, 18 or older,
 * locked once set). 422 messages appear under their fields; it closes on success.
 */
export const ProfileModal = observer(function ProfileModal() {
  const intl = useIntl();
  const { ui, auth, user, clock } = useStores();
  const profile = user.profile;
  const [name, setName] = useState(profile?.name ?? '');
  const [surname, setSurname] = useState(profile?.surname ?? '');
  const [birthday, setBirthday] = useState<Date | null>(parseIsoDate(profile?.birthday ?? null));
  const errors = auth.profileErrors;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void auth.updateProfile({ name, surname, birthday });
  };
  return (
    <Modal
      open={ui.isOpen('authProfile')}
      onOpenChange={(open) => ui.setOpen('authProfile', open)}
      title={intl.formatMessage(m.profileTitle)}
      description={intl.formatMessage(m.profileDescription)}
      size="sm"
    >
      <form onSubmit={submit} noValidate>
        <Fields>
          <TextField
            name="name"
            autoComplete="given-name"
            label={intl.formatMessage(m.name)}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={fieldMessages(errors.name)}
          />
          <TextField
            name="surname"
            autoComplete="family-name"
            label={intl.formatMessage(m.surname)}
            value={surname}
            onChange={(event) => setSurname(event.target.value)}
            error={fieldMessages(errors.surname)}
          />
          <DatePicker
            name="birthday"
            label={intl.formatMessage(m.birthday)}
            hint={intl.formatMessage(m.birthdayHint)}
            format="dd.mm.yy"
            max={latestBirthday(clock.now())}
            value={birthday}
            onValueChange={setBirthday}
            disabled={Boolean(profile?.birthday)}
            error={fieldMessages(errors.birthday)}
          />
        </Fields>
        <Actions>
          <Button type="submit" fullWidth loading={auth.pending === 'profile'}>
            {intl.formatMessage(m.save)}
          </Button>
        </Actions>
      </form>
    </Modal>
  );
});
