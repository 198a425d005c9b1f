import { defineMessages } from 'react-intl';

/**
 * The home page's title and description (its `<head>` and `h1`; the description is every page's that has none
 * of its own) and its link to the menu: in every page's first load, apart from the other pages' (messages.ts).
 */
export const homeMessages = {
  home: defineMessages({
    title: { id: 'pages.home.title', defaultMessage: 'Sushi and wok delivery in Chișinău', description: 'Home h1' },
    description: {
      id: 'pages.home.description',
      defaultMessage:
        'Order rolls, sets, wok and soups online with delivery across Chișinău or pick up at our restaurants.',
      description: 'Home meta description',
    },
  }),
  preparing: defineMessages({
    toMenu: { id: 'pages.preparing.toMenu', defaultMessage: 'Open the menu', description: 'Link to the menu' },
  }),
};
