import { defineMessages } from 'react-intl';

export const accountMessages = defineMessages({
  sections: { id: 'account.sections', defaultMessage: 'Account sections', description: 'aria-label of the account tabs' },
});
