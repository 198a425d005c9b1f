import { defineMessage, defineMessages } from 'react-intl';

export const authMessages = defineMessages({
  phoneTitle: { id: 'auth.phone.title', defaultMessage: 'Sign in', description: 'Phone modal title' },
  phoneDescription: {
    id: 'auth.phone.description',
    defaultMessage: 'We will text you a code. No password needed.',
    description: 'Phone modal description',
  },
  phoneLabel: { id: 'auth.phone.label', defaultMessage: 'Phone number', description: 'Phone field label' },
  phoneInvalid: {
    id: 'auth.phone.invalid',
    defaultMessage: 'Check the number: we could not send a code to it.',
    description: 'Spec id: any failure of the phone request',
  },
  phoneNotMobile: {
    id: 'auth.phone.notMobile',
    defaultMessage: 'Enter a mobile number: the code comes by SMS.',
    description: 'Under the phone field: a landline or another number that cannot receive SMS',
  },
  phoneCountry: defineMessage<{ codes: string }>({
    id: 'auth.phone.country',
    defaultMessage: 'We can text codes only to numbers starting with {codes}.',
    description: 'Under the phone field: a number of another country; codes like "+373" (a list joined by "or")',
  }),
  continue: { id: 'auth.continue', defaultMessage: 'Continue', description: 'Continue button of the sign-in steps' },
  codeTitle: { id: 'auth.code.title', defaultMessage: 'Enter the code', description: 'Code modal title' },
  codeDescription: defineMessage<{ phone: string }>({
    id: 'auth.code.description',
    defaultMessage: 'We sent a code by SMS to {phone}.',
    description: 'Code modal description; phone with a plus',
  }),
  codeLabel: { id: 'auth.code.label', defaultMessage: 'Code from the SMS', description: 'Code field label' },
  codeNotFound: {
    id: 'auth.code.notFound',
    defaultMessage: 'This code is wrong or has expired. Check it or ask for a new one.',
    description: 'Spec id: the code check answered 404',
  },
  profileUnavailable: {
    id: 'auth.code.profileUnavailable',
    defaultMessage: 'The code is right, but we could not load your account. Check your connection and try again.',
    description: 'Code modal, when the profile could not be read after a valid code',
  },
  tryAgain: { id: 'auth.code.tryAgain', defaultMessage: 'Try again', description: 'Reads the profile again' },
  changePhone: {
    id: 'auth.code.changePhone',
    defaultMessage: 'Change the number',
    description: 'Back to the phone step',
  },
  profileTitle: { id: 'auth.profile.title', defaultMessage: 'Nice to meet you', description: 'Profile modal title' },
  profileDescription: {
    id: 'auth.profile.description',
    defaultMessage: 'Tell us your name, and your birthday for a birthday treat.',
    description: 'Profile modal description',
  },
  save: { id: 'auth.profile.save', defaultMessage: 'Save', description: 'Profile modal submit' },
});
