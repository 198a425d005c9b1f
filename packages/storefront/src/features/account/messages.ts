import { defineMessage, defineMessages } from 'react-intl';

export const navMessages = defineMessages({
  label: {
    id: 'account.nav.label',
    defaultMessage: 'Account sections',
    description: 'aria-label of the account navigation',
  },
  orders: { id: 'account.nav.orders', defaultMessage: 'Orders', description: 'Account navigation: order history' },
  bonuses: { id: 'account.nav.bonuses', defaultMessage: 'Bonuses', description: 'Account navigation: bonuses' },
  favorites: {
    id: 'account.nav.favorites',
    defaultMessage: 'Favourites',
    description: 'Account navigation: favourites',
  },
  referral: {
    id: 'account.nav.referral',
    defaultMessage: 'Invite friends',
    description: 'Account navigation: referral',
  },
  profile: { id: 'account.nav.profile', defaultMessage: 'Profile', description: 'Account navigation: profile' },
  greeting: defineMessage<{ name: string }>({
    id: 'account.nav.greeting',
    defaultMessage: 'Hello, {name}!',
    description: 'Greeting above the account navigation, with the first name',
  }),
  greetingNoName: {
    id: 'account.nav.greetingNoName',
    defaultMessage: 'Hello!',
    description: 'Greeting when the profile has no name',
  },
});

export const ordersMessages = defineMessages({
  items: defineMessage<{ count: number }>({
    id: 'account.orders.items',
    defaultMessage: '{count, plural, one {# dish} other {# dishes}}',
    description: 'How many dishes an order holds',
  }),
  total: { id: 'account.orders.total', defaultMessage: 'Total', description: 'Label before an order’s total' },
  status: { id: 'account.orders.status', defaultMessage: 'Status', description: 'Label of an order’s status' },
  emptyTitle: {
    id: 'account.orders.emptyTitle',
    defaultMessage: 'No orders yet',
    description: 'Order history is empty: heading',
  },
  emptyText: {
    id: 'account.orders.emptyText',
    defaultMessage: 'Your orders will appear here with their status. The first one is a few taps away.',
    description: 'Order history is empty: text',
  },
  toMenu: {
    id: 'account.orders.toMenu',
    defaultMessage: 'Open the menu',
    description: 'Link to the menu from an empty list',
  },
  pagination: {
    id: 'account.orders.pagination',
    defaultMessage: 'Pages of the order history',
    description: 'aria-label of the pagination',
  },
  previous: {
    id: 'account.orders.previous',
    defaultMessage: 'Newer orders',
    description: 'Link to the previous page of the history',
  },
  next: {
    id: 'account.orders.next',
    defaultMessage: 'Older orders',
    description: 'Link to the next page of the history',
  },
  page: defineMessage<{ page: number }>({
    id: 'account.orders.page',
    defaultMessage: 'Page {page}',
    description: 'Accessible name of a page link',
  }),
  pageOf: defineMessage<{ page: number; last: number }>({
    id: 'account.orders.pageOf',
    defaultMessage: 'Page {page} of {last}',
    description: 'Which page of the history is shown',
  }),
});

export const orderMessages = defineMessages({
  placed: defineMessage<{ date: string }>({
    id: 'account.order.placed',
    defaultMessage: 'Placed on {date}',
    description: 'When the order was placed',
  }),
  back: { id: 'account.order.back', defaultMessage: 'All orders', description: 'Link back to the order history' },
  details: {
    id: 'account.order.details',
    defaultMessage: 'Details',
    description: 'Heading over status, payment and delivery',
  },
  payment: { id: 'account.order.payment', defaultMessage: 'Payment', description: 'Label of the payment type' },
  paidAt: defineMessage<{ date: string }>({
    id: 'account.order.paidAt',
    defaultMessage: 'paid on {date}',
    description: 'After the payment type, when the card payment went through',
  }),
  receiving: {
    id: 'account.order.receiving',
    defaultMessage: 'Delivery or pickup',
    description: 'Label of delivery or pickup',
  },
  deliveryType: { id: 'account.order.deliveryType', defaultMessage: 'Delivery', description: 'Order type: delivery' },
  pickupType: { id: 'account.order.pickupType', defaultMessage: 'Pickup', description: 'Order type: pickup' },
  address: { id: 'account.order.address', defaultMessage: 'Address', description: 'Label of the delivery address' },
  restaurant: {
    id: 'account.order.restaurant',
    defaultMessage: 'Restaurant',
    description: 'Label of the pickup restaurant',
  },
  time: { id: 'account.order.time', defaultMessage: 'Time', description: 'Label of the delivery or pickup time' },
  asap: {
    id: 'account.order.asap',
    defaultMessage: 'As soon as possible',
    description: 'Order time when not scheduled',
  },
  contact: {
    id: 'account.order.contact',
    defaultMessage: 'Contact',
    description: 'Label of the contact name and phone',
  },
  comment: { id: 'account.order.comment', defaultMessage: 'Comment', description: 'Label of the order comment' },
  apartment: defineMessage<{ value: string }>({
    id: 'account.order.apartment',
    defaultMessage: 'apt. {value}',
    description: 'Address part',
  }),
  entrance: defineMessage<{ value: string }>({
    id: 'account.order.entrance',
    defaultMessage: 'entrance {value}',
    description: 'Address part',
  }),
  floor: defineMessage<{ value: string }>({
    id: 'account.order.floor',
    defaultMessage: 'floor {value}',
    description: 'Address part',
  }),
  intercom: defineMessage<{ value: string }>({
    id: 'account.order.intercom',
    defaultMessage: 'intercom {value}',
    description: 'Address part',
  }),
  cardOnline: {
    id: 'account.order.cardOnline',
    defaultMessage: 'Card online',
    description: 'Payment type fallback name',
  },
  cash: { id: 'account.order.cash', defaultMessage: 'Cash', description: 'Payment type fallback name' },
  cardCourier: {
    id: 'account.order.cardCourier',
    defaultMessage: 'Card to the courier',
    description: 'Payment type fallback name',
  },
  repeat: {
    id: 'account.order.repeat',
    defaultMessage: 'Repeat order',
    description: 'Button putting the order’s lines into the cart',
  },
  repeatSkipped: defineMessage<{ count: number }>({
    id: 'account.order.repeatSkipped',
    defaultMessage:
      '{count, plural, one {# dish is} other {# dishes are}} no longer on the menu and stayed out of the cart.',
    description: 'After repeating: lines that could not be added',
  }),
  repeatNone: {
    id: 'account.order.repeatNone',
    defaultMessage: 'None of these dishes is on the menu any more.',
    description: 'After repeating: nothing could be added',
  },
  repeatFailed: {
    id: 'account.order.repeatFailed',
    defaultMessage: 'We could not check the menu just now. Please try again.',
    description: 'Repeating failed to load the current menu',
  },
  review: {
    id: 'account.order.review',
    defaultMessage: 'Leave a review',
    description: 'Button opening the review modal',
  },
  yourReview: {
    id: 'account.order.yourReview',
    defaultMessage: 'Your review',
    description: 'Heading over the shopper’s review',
  },
});

export const reviewMessages = defineMessages({
  title: defineMessage<{ id: number }>({
    id: 'account.review.title',
    defaultMessage: 'Rate order #{id}',
    description: 'Review modal title',
  }),
  description: {
    id: 'account.review.description',
    defaultMessage: 'How was everything? The kitchen reads every review.',
    description: 'Review modal description',
  },
  rating: { id: 'account.review.rating', defaultMessage: 'Your rating', description: 'Legend of the star radio group' },
  ratingRequired: {
    id: 'account.review.ratingRequired',
    defaultMessage: 'Choose from 1 to 5 stars.',
    description: 'Error: no rating chosen',
  },
  text: {
    id: 'account.review.text',
    defaultMessage: 'What did you like, and what could be better?',
    description: 'Review text label',
  },
  textHint: {
    id: 'account.review.textHint',
    defaultMessage: 'Optional, up to 1000 characters.',
    description: 'Review text hint',
  },
  submit: { id: 'account.review.submit', defaultMessage: 'Send review', description: 'Review submit button' },
  failed: {
    id: 'account.review.failed',
    defaultMessage: 'We could not send the review. Please try again.',
    description: 'Review failed for a reason other than the fields',
  },
  thanks: {
    id: 'account.review.thanks',
    defaultMessage: 'Thank you for your review!',
    description: 'Review sent: heading',
  },
  thanksText: {
    id: 'account.review.thanksText',
    defaultMessage: 'It is on its way to the kitchen.',
    description: 'Review sent: text',
  },
  close: { id: 'account.review.close', defaultMessage: 'Close', description: 'Close button after the review was sent' },
});

export const bonusesMessages = defineMessages({
  balance: {
    id: 'account.bonuses.balance',
    defaultMessage: 'Your balance',
    description: 'Label over the bonus balance',
  },
  balanceHint: {
    id: 'account.bonuses.balanceHint',
    defaultMessage:
      'You earn bonuses with every paid order and can pay for part of the next one with them at checkout.',
    description: 'How bonuses work, under the balance',
  },
  history: { id: 'account.bonuses.history', defaultMessage: 'History', description: 'Heading over the ledger' },
  date: { id: 'account.bonuses.date', defaultMessage: 'Date', description: 'Ledger column' },
  operation: { id: 'account.bonuses.operation', defaultMessage: 'Operation', description: 'Ledger column' },
  amount: { id: 'account.bonuses.amount', defaultMessage: 'Bonuses', description: 'Ledger column' },
  earn: { id: 'account.bonuses.earn', defaultMessage: 'Earned for an order', description: 'Ledger entry: earned' },
  spend: { id: 'account.bonuses.spend', defaultMessage: 'Spent on an order', description: 'Ledger entry: spent' },
  refund: {
    id: 'account.bonuses.refund',
    defaultMessage: 'Returned for a cancelled order',
    description: 'Ledger entry: bonuses spent on an order that was cancelled, given back',
  },
  referral: {
    id: 'account.bonuses.referral',
    defaultMessage: 'A friend’s first order',
    description: 'Ledger entry: referral reward',
  },
  empty: {
    id: 'account.bonuses.empty',
    defaultMessage: 'No bonuses yet. They arrive with your first paid order.',
    description: 'Ledger is empty',
  },
});

export const referralMessages = defineMessages({
  intro: {
    id: 'account.referral.intro',
    defaultMessage:
      'Send your link to a friend. When they sign up with it and pay for their first order, you get bonuses.',
    description: 'How the referral works',
  },
  code: { id: 'account.referral.code', defaultMessage: 'Your code', description: 'Label of the referral code' },
  link: { id: 'account.referral.link', defaultMessage: 'Your link', description: 'Label of the share link field' },
  copy: { id: 'account.referral.copy', defaultMessage: 'Copy link', description: 'Copy button' },
  copied: { id: 'account.referral.copied', defaultMessage: 'Link copied', description: 'Announced after copying' },
  copyFailed: {
    id: 'account.referral.copyFailed',
    defaultMessage: 'Could not copy. Select the link and copy it yourself.',
    description: 'Copying failed',
  },
  invited: { id: 'account.referral.invited', defaultMessage: 'Friends invited', description: 'Stat label' },
  earned: { id: 'account.referral.earned', defaultMessage: 'Bonuses earned', description: 'Stat label' },
});

export const profileMessages = defineMessages({
  save: { id: 'account.profile.save', defaultMessage: 'Save changes', description: 'Profile submit' },
  saved: { id: 'account.profile.saved', defaultMessage: 'Changes saved.', description: 'Profile saved' },
  logout: { id: 'account.profile.logout', defaultMessage: 'Sign out', description: 'Logout button' },
});

export const favoritesMessages = defineMessages({
  emptyTitle: {
    id: 'account.favorites.emptyTitle',
    defaultMessage: 'Nothing saved yet',
    description: 'No favourites: heading',
  },
  emptyText: {
    id: 'account.favorites.emptyText',
    defaultMessage: 'Tap the heart on a dish to keep it here, on every device you sign in on.',
    description: 'No favourites: text',
  },
  toMenu: { id: 'account.favorites.toMenu', defaultMessage: 'Open the menu', description: 'Link to the menu' },
  count: defineMessage<{ count: number }>({
    id: 'account.favorites.count',
    defaultMessage: '{count, plural, one {# dish saved} other {# dishes saved}}',
    description: 'How many favourites are shown (announced politely when it changes)',
  }),
});
