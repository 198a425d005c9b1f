import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  label: {
    id: 'localeSwitch.label',
    defaultMessage: 'Language',
    description: 'aria-label of the language switcher nav',
  },
});
