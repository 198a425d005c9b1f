import { defineMessages } from 'react-intl';

export const viewedMessages = defineMessages({
  heading: {
    id: 'viewed.heading',
    defaultMessage: 'You viewed recently',
    description: 'Heading over recently viewed products',
  },
});
