import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'buildUpdate.title', defaultMessage: 'A new version is available', description: 'Toast title' },
  description: {
    id: 'buildUpdate.description',
    defaultMessage: 'Reload to get the latest menu and fixes. Your cart stays.',
    description: 'Toast text',
  },
  reload: { id: 'buildUpdate.reload', defaultMessage: 'Reload', description: 'Toast action' },
});
