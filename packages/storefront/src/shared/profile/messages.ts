import { defineMessages } from 'react-intl';

/** The profile form's own labels: the same fields in the sign-in's last step and on the account's profile. */
export const profileFormMessages = defineMessages({
  name: { id: 'shared.profileForm.name', defaultMessage: 'First name', description: 'Profile field' },
  surname: { id: 'shared.profileForm.surname', defaultMessage: 'Last name', description: 'Profile field' },
  birthday: { id: 'shared.profileForm.birthday', defaultMessage: 'Birthday', description: 'Profile field' },
  birthdayHint: {
    id: 'shared.profileForm.birthdayHint',
    defaultMessage: 'You must be 18 or older. It cannot be changed later.',
    description: 'Birthday hint while it can still be set',
  },
  birthdayLocked: {
    id: 'shared.profileForm.birthdayLocked',
    defaultMessage: 'Saved. To change it, call us.',
    description: 'Birthday hint once set (the field is disabled)',
  },
  phone: { id: 'shared.profileForm.phone', defaultMessage: 'Phone', description: 'Label of the (read-only) phone' },
});
