import { defineMessages } from 'react-intl';

export const favoritesMessages = defineMessages({
  empty: {
    id: 'favorites.empty.title',
    defaultMessage: 'No favourites yet',
    description: 'Favourites page without favourites: heading',
  },
  emptyText: {
    id: 'favorites.empty.text',
    defaultMessage: 'Tap the heart on a dish to keep it here and order it again in a moment.',
    description: 'Favourites page without favourites: text',
  },
  toMenu: {
    id: 'favorites.empty.toMenu',
    defaultMessage: 'Open the menu',
    description: 'Favourites page: link to the menu',
  },
  loading: {
    id: 'favorites.loading',
    defaultMessage: 'Loading your favourites…',
    description: 'Favourites page while loading',
  },
});
