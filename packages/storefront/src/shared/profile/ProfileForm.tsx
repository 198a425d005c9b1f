import { earliestBirthday, latestBirthday } from '@nori/core';
import { Button, DatePicker, formatPhone, fromIsoDate, TextField } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useStores } from '../../stores/StoresProvider';
import { useAuth } from '../../stores/useAuth';
import { fieldMessages } from '../fieldMessages';
import { profileFormMessages as m } from './messages';

const Form = styled.form<{ $layout: ProfileFormLayout }>`
  display: grid;
  gap: ${({ theme, $layout }) => ($layout === 'dialog' ? theme.space.xl : theme.space.lg)};
  max-width: 480px;
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Saved = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.success.text};
`;

/** The fields the server may answer about (422), in the order a shopper meets them. */
const FIELDS = ['name', 'surname', 'birthday'] as const;
type ProfileField = (typeof FIELDS)[number];

export type ProfileFormLayout = 'dialog' | 'page';

export interface ProfileFormProps {
  /** The submit button's text: "Save" as the sign-in's last step, "Save changes" on the account. */
  submitLabel: string;
  /** `dialog`: the submit button takes the dialog's width. `page`: it keeps its own. @default 'page' */
  layout?: ProfileFormLayout;
  /** Shows the phone the shopper signed in with, read-only, after the other fields. @default false */
  showPhone?: boolean;
  /** Announced under the fields once the server took the profile; none when the form goes away then. */
  savedNotice?: string;
}

/**
 * The shopper's profile: name and surname, editable; the birthday (dd.mm.yy, 18 or older, from 1900)
 * only until it is set, then the picker is disabled and says so. The server's messages (422) appear under
 * their fields, and the first field with one takes focus. The sign-in's new-customer step and the
 * account's profile page both use it; the store closes the sign-in's modal on success.
 */
export const ProfileForm = observer(function ProfileForm({
  submitLabel,
  layout = 'page',
  showPhone = false,
  savedNotice,
}: ProfileFormProps) {
  const intl = useIntl();
  const { user, clock } = useStores();
  const auth = useAuth();
  const profile = user.profile;
  const [name, setName] = useState(profile?.name ?? '');
  const [surname, setSurname] = useState(profile?.surname ?? '');
  const [birthday, setBirthday] = useState<Date | null>(profile?.birthday ? fromIsoDate(profile.birthday) : null);
  const [saved, setSaved] = useState(false);
  const idPrefix = useId();
  const fieldId = (field: ProfileField | 'phone') => `${idPrefix}-${field}`;
  const locked = Boolean(profile?.birthday);
  const errors = auth.profileErrors;

  const focusFirstError = () => {
    for (const field of FIELDS) {
      const control = document.getElementById(fieldId(field));
      if (!fieldMessages(auth.profileErrors[field]) || !(control instanceof HTMLInputElement) || control.disabled)
        continue;
      control.focus();
      return;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    // A set birthday is sent as the server gave it: the picker may not show it back (before 1900, say).
    const ok = await auth.updateProfile({ name, surname, birthday: locked ? (profile?.birthday ?? null) : birthday });
    setSaved(ok);
    if (!ok) focusFirstError();
  };

  return (
    <Form $layout={layout} onSubmit={(event) => void submit(event)} noValidate>
      <Fields>
        <TextField
          id={fieldId('name')}
          name="name"
          autoComplete="given-name"
          label={intl.formatMessage(m.name)}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={fieldMessages(errors.name)}
          fullWidth
        />
        <TextField
          id={fieldId('surname')}
          name="surname"
          autoComplete="family-name"
          label={intl.formatMessage(m.surname)}
          value={surname}
          onChange={(event) => setSurname(event.target.value)}
          error={fieldMessages(errors.surname)}
          fullWidth
        />
        <DatePicker
          id={fieldId('birthday')}
          name="birthday"
          label={intl.formatMessage(m.birthday)}
          hint={intl.formatMessage(locked ? m.birthdayLocked : m.birthdayHint)}
          format="dd.mm.yy"
          min={earliestBirthday()}
          max={latestBirthday(clock.now())}
          value={birthday}
          onValueChange={setBirthday}
          disabled={locked}
          error={fieldMessages(errors.birthday)}
          fullWidth
        />
        {showPhone && (
          <TextField
            id={fieldId('phone')}
            name="phone"
            type="tel"
            label={intl.formatMessage(m.phone)}
            value={formatPhone(profile?.phone ?? '')}
            readOnly
            fullWidth
          />
        )}
      </Fields>
      {savedNotice !== undefined && <div role="status">{saved && <Saved>{savedNotice}</Saved>}</div>}
      <div>
        <Button type="submit" fullWidth={layout === 'dialog'} loading={auth.pending === 'profile'}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
});
