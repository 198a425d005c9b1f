import { defineMessages } from 'react-intl';
import { homeMessages } from './homeMessages';

/**
 * Titles and descriptions of every page's `<head>` and `h1`. Only the lazy pages import this module: each
 * page's words are in its message group (i18n/groups.ts), and the home page's, which the first load carries,
 * are apart (homeMessages.ts).
 */
export const pageMessages = {
  ...homeMessages,
  menu: defineMessages({
    title: { id: 'pages.menu.title', defaultMessage: 'Menu', description: 'Menu page title' },
    description: {
      id: 'pages.menu.description',
      defaultMessage: 'Rolls, sets, maki, wok, soups, salads, desserts and drinks: the whole menu with prices.',
      description: 'Menu meta description',
    },
  }),
  product: defineMessages({
    title: { id: 'pages.product.title', defaultMessage: 'Dish', description: 'Product page title before data' },
    description: {
      id: 'pages.product.description',
      defaultMessage: 'Ingredients, weight and price, with delivery across Chișinău.',
      description: 'Product meta description fallback',
    },
  }),
  promotions: defineMessages({
    title: { id: 'pages.promotions.title', defaultMessage: 'Promotions', description: 'Promotions page title' },
    description: {
      id: 'pages.promotions.description',
      defaultMessage: 'Current offers, sets at a better price and gifts with your order.',
      description: 'Promotions meta description',
    },
  }),
  favorites: defineMessages({
    title: { id: 'pages.favorites.title', defaultMessage: 'Favourites', description: 'Favourites page title' },
    description: {
      id: 'pages.favorites.description',
      defaultMessage: 'The dishes you saved, ready to order again.',
      description: 'Favourites meta description',
    },
  }),
  contacts: defineMessages({
    title: { id: 'pages.contacts.title', defaultMessage: 'Contacts', description: 'Contacts page title' },
    description: {
      id: 'pages.contacts.description',
      defaultMessage: 'Phone, email, restaurant addresses and opening hours.',
      description: 'Contacts meta description',
    },
  }),
  delivery: defineMessages({
    title: { id: 'pages.delivery.title', defaultMessage: 'Delivery and payment', description: 'Delivery page title' },
    description: {
      id: 'pages.delivery.description',
      defaultMessage: 'Delivery areas, fees, minimum order, free delivery and payment options.',
      description: 'Delivery meta description',
    },
  }),
  checkout: defineMessages({
    title: { id: 'pages.checkout.title', defaultMessage: 'Checkout', description: 'Checkout page title' },
    description: {
      id: 'pages.checkout.description',
      defaultMessage: 'Contact details, delivery and payment for your order.',
      description: 'Checkout meta description',
    },
  }),
  paymentSuccess: defineMessages({
    title: {
      id: 'pages.paymentSuccess.title',
      defaultMessage: 'Payment received',
      description: 'Payment success title',
    },
    description: {
      id: 'pages.paymentSuccess.description',
      defaultMessage: 'Your card payment went through.',
      description: 'Payment success description',
    },
  }),
  paymentFailure: defineMessages({
    title: { id: 'pages.paymentFailure.title', defaultMessage: 'Payment failed', description: 'Payment failure title' },
    description: {
      id: 'pages.paymentFailure.description',
      defaultMessage: 'The card payment did not go through. You can try again.',
      description: 'Payment failure description',
    },
  }),
  checkoutSuccess: defineMessages({
    title: {
      id: 'pages.checkoutSuccess.title',
      defaultMessage: 'Thank you for your order',
      description: 'Final success title',
    },
    description: {
      id: 'pages.checkoutSuccess.description',
      defaultMessage: 'Your order is placed. We will call you if anything needs confirming.',
      description: 'Final success description',
    },
  }),
  paymentReturn: defineMessages({
    title: {
      id: 'pages.paymentReturn.title',
      defaultMessage: 'Checking your payment',
      description: 'Payment return title',
    },
    description: {
      id: 'pages.paymentReturn.description',
      defaultMessage: 'We are confirming the payment with the bank.',
      description: 'Payment return description',
    },
  }),
  accountOrders: defineMessages({
    title: { id: 'pages.account.orders.title', defaultMessage: 'My orders', description: 'Orders page title' },
    description: {
      id: 'pages.account.orders.description',
      defaultMessage: 'Your orders and their status.',
      description: 'Orders page description',
    },
  }),
  accountOrder: defineMessages({
    title: { id: 'pages.account.order.title', defaultMessage: 'Order', description: 'One order page title' },
    description: {
      id: 'pages.account.order.description',
      defaultMessage: 'What you ordered, the totals and the status.',
      description: 'One order page description',
    },
  }),
  accountBonuses: defineMessages({
    title: { id: 'pages.account.bonuses.title', defaultMessage: 'Bonuses', description: 'Bonuses page title' },
    description: {
      id: 'pages.account.bonuses.description',
      defaultMessage: 'Your bonus balance and how you earned and spent it.',
      description: 'Bonuses page description',
    },
  }),
  accountFavorites: defineMessages({
    title: {
      id: 'pages.account.favorites.title',
      defaultMessage: 'My favourites',
      description: 'Account favourites title',
    },
    description: {
      id: 'pages.account.favorites.description',
      defaultMessage: 'The dishes you saved, on every device you sign in on.',
      description: 'Account favourites description',
    },
  }),
  accountProfile: defineMessages({
    title: { id: 'pages.account.profile.title', defaultMessage: 'Profile', description: 'Profile page title' },
    description: {
      id: 'pages.account.profile.description',
      defaultMessage: 'Your name, birthday and phone.',
      description: 'Profile page description',
    },
  }),
  accountReferral: defineMessages({
    title: { id: 'pages.account.referral.title', defaultMessage: 'Invite friends', description: 'Referral page title' },
    description: {
      id: 'pages.account.referral.description',
      defaultMessage: 'Share your link: you get bonuses when a friend places their first order.',
      description: 'Referral page description',
    },
  }),
  icons: defineMessages({
    title: { id: 'pages.icons.title', defaultMessage: 'Icon sprite', description: 'Icons page title' },
    description: {
      id: 'pages.icons.description',
      defaultMessage: 'Every icon of the UI kit’s sprite, with its symbol id.',
      description: 'Icons page description',
    },
  }),
};
