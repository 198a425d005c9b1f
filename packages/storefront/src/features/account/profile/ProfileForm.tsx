import { Button, DatePicker, formatPhone, fromIsoDate, TextField } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { fieldMessages } from '../../../shared/fieldMessages';
import { useStores } from '../../../stores/StoresProvider';
import { profileMessages as m } from '../messages';
import { latestBirthday } from './birthday';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 480px;
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Saved = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.success.text};
`;

/**
 * Name and surname, editable; the birthday only until it is set (then the DatePicker is disabled);
 * the phone as signed in, with its plus. Server messages (422) appear under their fields.
 */
export const ProfileForm = observer(function ProfileForm() {
  const intl = useIntl();
  const { user, auth, clock } = useStores();
  const profile = user.profile;
  const [name, setName] = useState(profile?.name ?? '');
  const [surname, setSurname] = useState(profile?.surname ?? '');
  const [birthday, setBirthday] = useState<Date | null>(profile?.birthday ? fromIsoDate(profile.birthday) : null);
  const [saved, setSaved] = useState(false);
  const locked = Boolean(profile?.birthday);
  const errors = auth.profileErrors;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setSaved(await auth.updateProfile({ name, surname, birthday: locked ? (profile?.birthday ?? null) : birthday }));
  };

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      <Row>
        <TextField
          name="name"
          autoComplete="given-name"
          label={intl.formatMessage(m.name)}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={fieldMessages(errors.name)}
          fullWidth
        />
        <TextField
          name="surname"
          autoComplete="family-name"
          label={intl.formatMessage(m.surname)}
          value={surname}
          onChange={(event) => setSurname(event.target.value)}
          error={fieldMessages(errors.surname)}
          fullWidth
        />
        <DatePicker
          name="birthday"
          label={intl.formatMessage(m.birthday)}
          hint={intl.formatMessage(locked ? m.birthdayLocked : m.birthdayHint)}
          format="dd.mm.yy"
          max={latestBirthday(clock.now())}
          value={birthday}
          onValueChange={setBirthday}
          disabled={locked}
          error={fieldMessages(errors.birthday)}
          fullWidth
        />
        <TextField
          name="phone"
          type="tel"
          label={intl.formatMessage(m.phone)}
          value={formatPhone(profile?.phone ?? '')}
          readOnly
          fullWidth
        />
      </Row>
      <div role="status">{saved && <Saved>{intl.formatMessage(m.saved)}</Saved>}</div>
      <div>
        <Button type="submit" loading={auth.pending === 'profile'}>
          {intl.formatMessage(m.save)}
        </Button>
      </div>
    </Form>
  );
});
