import { defineMessages } from 'react-intl';

export const layoutMessages = defineMessages({
  skipToContent: {
    id: 'layout.skipToContent',
    defaultMessage: 'Skip to content',
    description: 'Skip link, first in the page',
  },
  home: { id: 'layout.nav.home', defaultMessage: 'Home', description: 'Logo link to the home page (accessible name)' },
  menu: { id: 'layout.nav.menu', defaultMessage: 'Menu', description: 'Navigation: the menu page' },
  promotions: { id: 'layout.nav.promotions', defaultMessage: 'Promotions', description: 'Navigation: promotions' },
  delivery: { id: 'layout.nav.delivery', defaultMessage: 'Delivery', description: 'Navigation: delivery page' },
  contacts: { id: 'layout.nav.contacts', defaultMessage: 'Contacts', description: 'Navigation: contacts page' },
  favorites: { id: 'layout.nav.favorites', defaultMessage: 'Favourites', description: 'Header button to favourites' },
  account: { id: 'layout.nav.account', defaultMessage: 'My account', description: 'Header button to the account' },
  signIn: { id: 'layout.nav.signIn', defaultMessage: 'Sign in', description: 'Header button opening phone sign-in' },
  cart: { id: 'layout.nav.cart', defaultMessage: 'Cart', description: 'Header button opening the cart drawer' },
  openNavigation: { id: 'layout.nav.open', defaultMessage: 'Open navigation', description: 'Burger button on mobile' },
  navigation: { id: 'layout.nav.title', defaultMessage: 'Navigation', description: 'Title of the navigation drawer' },
  mainNavigation: {
    id: 'layout.nav.label',
    defaultMessage: 'Main',
    description: 'aria-label of the main nav landmark',
  },
  stores: {
    id: 'layout.nav.stores',
    defaultMessage: 'Our restaurants',
    description: 'Button opening the stores drawer',
  },
});
