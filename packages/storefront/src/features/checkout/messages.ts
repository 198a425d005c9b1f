import { defineMessage, defineMessages } from 'react-intl';

export const checkoutMessages = {
  ...defineMessages({
    title: { id: 'checkout.page.title', defaultMessage: 'Checkout', description: 'Checkout h1' },
    offline: {
      id: 'checkout.offline',
      defaultMessage: 'Ordering needs a connection. Your cart is kept — place the order when you are back online.',
      description: 'Checkout while the device is offline (issue 17)',
    },
    emptyTitle: {
      id: 'checkout.empty.title',
      defaultMessage: 'There is nothing to order yet',
      description: 'Checkout with an empty cart',
    },
    emptyText: {
      id: 'checkout.empty.text',
      defaultMessage: 'Your cart is empty. Choose something from the menu first.',
      description: 'Checkout with an empty cart: text',
    },
    toMenu: { id: 'checkout.empty.toMenu', defaultMessage: 'Open the menu', description: 'Link to the menu' },
    contact: { id: 'checkout.contact.title', defaultMessage: 'Contact', description: 'Contact section heading' },
    name: { id: 'checkout.contact.name', defaultMessage: 'Name', description: 'Contact name field' },
    phone: { id: 'checkout.contact.phone', defaultMessage: 'Phone', description: 'Contact phone field' },
    delivery: {
      id: 'checkout.delivery.title',
      defaultMessage: 'Delivery or pickup',
      description: 'Order type section heading',
    },
    orderType: {
      id: 'checkout.delivery.orderType',
      defaultMessage: 'How to get the order',
      description: 'Order type group label',
    },
    region: { id: 'checkout.delivery.region', defaultMessage: 'Delivery area', description: 'Region select' },
    chooseRegion: {
      id: 'checkout.delivery.chooseRegion',
      defaultMessage: 'Choose an area',
      description: 'Region select placeholder',
    },
    street: { id: 'checkout.address.street', defaultMessage: 'Street', description: 'Address field' },
    house: { id: 'checkout.address.house', defaultMessage: 'House', description: 'Address field' },
    apartment: { id: 'checkout.address.apartment', defaultMessage: 'Apartment', description: 'Address field' },
    entrance: { id: 'checkout.address.entrance', defaultMessage: 'Entrance', description: 'Address field' },
    floor: { id: 'checkout.address.floor', defaultMessage: 'Floor', description: 'Address field' },
    intercom: { id: 'checkout.address.intercom', defaultMessage: 'Intercom code', description: 'Address field' },
    restaurant: {
      id: 'checkout.pickup.restaurant',
      defaultMessage: 'Restaurant to pick up from',
      description: 'Restaurant group label',
    },
    time: { id: 'checkout.time.title', defaultMessage: 'When', description: 'Time section heading' },
    timeGroup: {
      id: 'checkout.time.group',
      defaultMessage: 'Delivery time',
      description: 'Time choice group label, delivery',
    },
    timeGroupPickup: {
      id: 'checkout.time.groupPickup',
      defaultMessage: 'Pickup time',
      description: 'Time choice group label, pickup',
    },
    scheduled: {
      id: 'checkout.time.scheduled',
      defaultMessage: 'At a chosen time',
      description: 'Scheduled time option',
    },
    day: {
      id: 'checkout.time.day',
      defaultMessage: 'Day',
      description: 'Date picker label: the day of a scheduled order',
    },
    slot: { id: 'checkout.time.slot', defaultMessage: 'Time', description: 'Select of the chosen day’s times' },
    chooseSlot: {
      id: 'checkout.time.chooseSlot',
      defaultMessage: 'Choose a time',
      description: 'Placeholder of the times select',
    },
    closedToday: {
      id: 'checkout.time.closedDay',
      defaultMessage: 'The restaurant is closed on this day.',
      description: 'Hours of the chosen day: closed',
    },
    payment: { id: 'checkout.payment.title', defaultMessage: 'Payment', description: 'Payment section heading' },
    paymentType: {
      id: 'checkout.payment.type',
      defaultMessage: 'Payment method',
      description: 'Payment type group label',
    },
    bonuses: { id: 'checkout.bonuses.label', defaultMessage: 'Pay with bonuses, MDL', description: 'Bonuses field' },
    bonusesSignIn: {
      id: 'checkout.bonuses.signIn',
      defaultMessage: 'Sign in to pay part of the order with your bonuses.',
      description: 'Bonuses for a guest',
    },
    signIn: { id: 'checkout.bonuses.signInButton', defaultMessage: 'Sign in', description: 'Opens the sign-in' },
    bonusesNone: {
      id: 'checkout.bonuses.none',
      defaultMessage: 'You have no bonuses to spend yet. You earn them with every paid order.',
      description: 'Instead of the bonuses field when the balance is 0',
    },
    comment: {
      id: 'checkout.comment.label',
      defaultMessage: 'Comment for the restaurant or courier',
      description: 'Comment field',
    },
    summary: { id: 'checkout.summary.title', defaultMessage: 'Your order', description: 'Order summary heading' },
    subtotal: { id: 'checkout.summary.subtotal', defaultMessage: 'Dishes', description: 'Summary: goods total' },
    deliveryFee: { id: 'checkout.summary.delivery', defaultMessage: 'Delivery', description: 'Summary: delivery fee' },
    bonusesSpent: { id: 'checkout.summary.bonuses', defaultMessage: 'Bonuses', description: 'Summary: bonuses spent' },
    total: { id: 'checkout.summary.total', defaultMessage: 'Total', description: 'Summary: total' },
    editCart: { id: 'checkout.summary.editCart', defaultMessage: 'Edit the cart', description: 'Back to the cart' },
    placeOrder: {
      id: 'checkout.submit.place',
      defaultMessage: 'Place the order',
      description: 'Submit for cash or card to the courier',
    },
    networkError: {
      id: 'checkout.submit.networkError',
      defaultMessage:
        'We could not reach the shop. Check the connection and press the button again: you will not get two orders.',
      description: 'Submit got no answer',
    },
    excluded: {
      id: 'checkout.summary.excluded',
      defaultMessage: 'Not in this order (no longer available):',
      description: 'Lines left out of the order',
    },
  }),
  asap: defineMessage<{ minutes: number }>({
    id: 'checkout.time.asap',
    defaultMessage: 'As soon as possible (about {minutes} min)',
    description: 'ASAP option with the region’s usual delivery time',
  }),
  asapPickup: defineMessage({
    id: 'checkout.time.asapPickup',
    defaultMessage: 'As soon as possible',
    description: 'ASAP option for pickup',
  }),
  hours: defineMessage<{ hours: string }>({
    id: 'checkout.time.hours',
    defaultMessage: 'Open {hours} that day (Chișinău time).',
    description: 'Hours of the restaurant on the chosen day',
  }),
  available: defineMessage<{ balance: string; max: string }>({
    id: 'checkout.bonuses.available',
    defaultMessage: 'You have {balance}; you can spend up to {max} on this order.',
    description: 'Bonuses hint',
  }),
  useMax: defineMessage<{ max: string }>({
    id: 'checkout.bonuses.useMax',
    defaultMessage: 'Spend {max}',
    description: 'Fill the bonuses field with the maximum',
  }),
  bonusesNoShare: defineMessage<{ balance: string; share: string }>({
    id: 'checkout.bonuses.noShare',
    defaultMessage: 'You have {balance}; bonuses can pay for at most {share} of the dishes.',
    description: 'Instead of the bonuses field when the order has nothing they can pay for (share: "30 %")',
  }),
  pay: defineMessage<{ total: string }>({
    id: 'checkout.submit.pay',
    defaultMessage: 'Pay {total}',
    description: 'Submit for card online',
  }),
  confirmTotal: defineMessage<{ total: string }>({
    id: 'checkout.confirm.text',
    defaultMessage: 'Prices changed while you were ordering: the order total is now {total}. Continue to payment?',
    description: 'The server priced the order differently from the summary',
  }),
  confirmButton: defineMessage<{ total: string }>({
    id: 'checkout.confirm.button',
    defaultMessage: 'Pay {total}',
    description: 'Accept the server total',
  }),
  lineQuantity: defineMessage<{ name: string; quantity: number }>({
    id: 'checkout.summary.line',
    defaultMessage: '{name} × {quantity}',
    description: 'A line in the summary',
  }),
};

/** The texts of the form's own checks (`FieldProblem`); the server's messages arrive translated. */
export const problemMessages = {
  ...defineMessages({
    required: { id: 'checkout.problem.required', defaultMessage: 'Fill this in.', description: 'Empty required field' },
    choose: {
      id: 'checkout.problem.choose',
      defaultMessage: 'Choose one.',
      description: 'Nothing chosen in a required choice',
    },
    phoneInvalid: {
      id: 'checkout.problem.phone',
      defaultMessage: 'Enter a whole phone number with the country code.',
      description: 'Phone is not a possible number (too short, too long, a wrong prefix)',
    },
    phoneNotMobile: {
      id: 'checkout.problem.phoneNotMobile',
      defaultMessage: 'Enter a mobile number: the courier calls it.',
      description: 'A landline or service number where a mobile is needed',
    },
    closed: {
      id: 'checkout.problem.closed',
      defaultMessage: 'The restaurant is closed at that time.',
      description: 'Scheduled time outside hours',
    },
    closedNow: {
      id: 'checkout.problem.closedNow',
      defaultMessage: 'The restaurant is closed now. Choose a time.',
      description: 'ASAP while closed',
    },
    empty: {
      id: 'checkout.problem.empty',
      defaultMessage: 'There is nothing in the cart to order.',
      description: 'No orderable lines',
    },
    notAllowed: {
      id: 'checkout.problem.notAllowed',
      defaultMessage: 'This payment method is not available for pickup.',
      description: 'Card to the courier with pickup',
    },
    bonusesInvalid: {
      id: 'checkout.problem.bonusesInvalid',
      defaultMessage: 'Enter an amount such as 25 or 12.50.',
      description: 'Bonuses not a number',
    },
    bonusesInsufficient: {
      id: 'checkout.problem.bonusesInsufficient',
      defaultMessage: 'You do not have that many bonuses.',
      description: 'Bonuses over the balance',
    },
  }),
  tooLong: defineMessage<{ max: number }>({
    id: 'checkout.problem.tooLong',
    defaultMessage: 'At most {max} characters.',
    description: 'Text over the API’s limit',
  }),
  phoneCountry: defineMessage<{ codes: string }>({
    id: 'checkout.problem.phoneCountry',
    defaultMessage: 'We take only numbers starting with {codes}.',
    description: 'Phone of a country the shop does not serve; codes e.g. "+373 or +40"',
  }),
  tooSoon: defineMessage<{ minutes: number }>({
    id: 'checkout.problem.tooSoon',
    defaultMessage: 'Choose a time at least {minutes} min from now.',
    description: 'Scheduled time within the lead time',
  }),
  paused: defineMessage<{ time: string }>({
    id: 'checkout.problem.paused',
    defaultMessage: 'The restaurant has paused ordering until {time}.',
    description: 'A time before the restaurant’s pause ends; time "14:30", or a day and time',
  }),
  closedDate: defineMessage<{ date: string }>({
    id: 'checkout.problem.closedDate',
    defaultMessage: 'The restaurant is closed on {date}.',
    description: 'A time on a day the restaurant is closed (a holiday); date "1 January 2027"',
  }),
  tooLate: defineMessage<{ days: number }>({
    id: 'checkout.problem.tooLate',
    defaultMessage: 'Orders can be scheduled at most {days} days ahead.',
    description: 'Scheduled time beyond the horizon',
  }),
  minOrder: defineMessage<{ amount: string; missing: string }>({
    id: 'checkout.problem.minOrder',
    defaultMessage: 'The minimum order for this area is {amount}: add {missing} more.',
    description: 'Delivery below the minimum order',
  }),
  bonusesTooMany: defineMessage<{ max: string }>({
    id: 'checkout.problem.bonusesTooMany',
    defaultMessage: 'At most {max} of this order can be paid with bonuses.',
    description: 'Bonuses over 30 % of the goods',
  }),
};

/** Why the restaurant takes no order now, and from when it can be ordered (ScheduleNotice). */
export const scheduleMessages = {
  ...defineMessages({
    closedToday: {
      id: 'checkout.notice.closedToday',
      defaultMessage: 'The restaurant is closed today.',
      description: 'Checkout notice: today is one of the restaurant’s closed days (a holiday)',
    },
    closedNow: {
      id: 'checkout.notice.closedNow',
      defaultMessage: 'The restaurant is closed now.',
      description: 'Checkout notice: outside the opening hours',
    },
  }),
  paused: defineMessage<{ time: string }>({
    id: 'checkout.notice.paused',
    defaultMessage: 'The restaurant has paused ordering until {time}.',
    description: 'Checkout notice: the restaurant paused ordering; time "14:30", or a day and time',
  }),
  orderFrom: defineMessage<{ when: 'today' | 'tomorrow' | 'other'; date: string; time: string }>({
    id: 'checkout.notice.orderFrom',
    defaultMessage: 'You can order for {when, select, today {today} tomorrow {tomorrow} other {{date}}} from {time}.',
    description: 'Checkout notice, after why it is closed: the earliest time; date "17 January", time "10:00"',
  }),
  noTime: defineMessage<{ days: number }>({
    id: 'checkout.notice.noTime',
    defaultMessage: 'There is no time to order in the next {days, plural, one {day} other {# days}}.',
    description: 'Checkout notice, after why it is closed: nothing opens within the horizon',
  }),
};

/** The offers' words only the checkout says (issue 33); the promo code's are shared/offers/messages.ts. */
export const offerMessages = defineMessages({
  gift: { id: 'checkout.offers.gift', defaultMessage: 'Gift', description: 'An offer’s row: a dish given for free' },
  bonuses: {
    id: 'checkout.offers.bonuses',
    defaultMessage: 'Bonuses cannot be spent together with the offer on this order.',
    description: 'Instead of the bonuses field: an offer the order gets does not combine with bonuses',
  },
});
