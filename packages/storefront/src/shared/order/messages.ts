/**
 * The words of an order as the shopper follows it: its states, its progress, its lines and totals, the live
 * updates and cancelling. Ids under `order.` are the `order` message group (i18n/intl.ts): they load with the
 * pages that show an order, never with the home page.
 */
import { defineMessage, defineMessages } from 'react-intl';

/** An order's state (its badge, and its step on the order's timeline), by the contract's `OrderStatus`. */
export const statusMessages = defineMessages({
  awaiting_payment: {
    id: 'order.status.awaitingPayment',
    defaultMessage: 'Awaiting payment',
    description: 'Order state: a card order not paid yet',
  },
  placed: {
    id: 'order.status.placed',
    defaultMessage: 'Placed',
    description: 'Order state: placed (paid, for a card order), the restaurant has not accepted it yet',
  },
  accepted: {
    id: 'order.status.accepted',
    defaultMessage: 'Accepted',
    description: 'Order state: the restaurant accepted it and promised a time',
  },
  preparing: {
    id: 'order.status.preparing',
    defaultMessage: 'Being prepared',
    description: 'Order state: the kitchen is making it',
  },
  ready: {
    id: 'order.status.ready',
    defaultMessage: 'Ready',
    description: 'Order state: ready (for the courier, or for pickup)',
  },
  out_for_delivery: {
    id: 'order.status.outForDelivery',
    defaultMessage: 'Out for delivery',
    description: 'Order state: the courier is on the way',
  },
  delivered: { id: 'order.status.delivered', defaultMessage: 'Delivered', description: 'Order state: delivered' },
  picked_up: {
    id: 'order.status.pickedUp',
    defaultMessage: 'Picked up',
    description: 'Order state: the shopper picked it up at the restaurant',
  },
  cancelled: { id: 'order.status.cancelled', defaultMessage: 'Cancelled', description: 'Order state: cancelled' },
});

export const progressMessages = defineMessages({
  title: {
    id: 'order.progress.title',
    defaultMessage: 'Order progress',
    description: 'Heading over the order’s steps (placed, accepted, …), and the name of their list',
  },
  promisedAround: defineMessage<{ time: string }>({
    id: 'order.progress.promisedAround',
    defaultMessage: 'Expected around {time}',
    description: 'Under the accepted step: when the restaurant promised the order (delivered, or ready for pickup)',
  }),
  cancelReason: defineMessage<{ reason: string }>({
    id: 'order.progress.cancelReason',
    defaultMessage: 'Reason: {reason}',
    description: 'Under the cancelled step: the restaurant’s reason, in its own words',
  }),
});

export const linesMessages = defineMessages({
  title: {
    id: 'order.lines.title',
    defaultMessage: 'What you ordered',
    description: 'Heading over the order’s lines',
  },
  unitPrice: defineMessage<{ quantity: number; price: string }>({
    id: 'order.lines.unitPrice',
    defaultMessage: '{quantity} × {price}',
    description: 'Quantity times unit price of a line',
  }),
  modifier: defineMessage<{ name: string; quantity: number }>({
    id: 'order.lines.modifier',
    defaultMessage: '+ {name} × {quantity}',
    description: 'A modifier of an order line',
  }),
});

export const totalsMessages = defineMessages({
  subtotal: { id: 'order.totals.subtotal', defaultMessage: 'Dishes', description: 'Subtotal of the goods' },
  delivery: { id: 'order.totals.delivery', defaultMessage: 'Delivery', description: 'Delivery fee line' },
  bonusesSpent: {
    id: 'order.totals.bonusesSpent',
    defaultMessage: 'Paid with bonuses',
    description: 'Bonuses spent line',
  },
  total: { id: 'order.totals.total', defaultMessage: 'Total', description: 'Order total line' },
  gift: { id: 'order.totals.gift', defaultMessage: 'Gift', description: 'An offer’s row: a dish given for free' },
});

/**
 * The one line under the progress heading that says whether the page follows the order live: short, so that
 * connecting and live each take one line in the narrowest column (340 px on a desktop) and the stream
 * answering changes words, not the layout. Paused and offline are also said to screen readers.
 */
export const liveMessages = defineMessages({
  connecting: {
    id: 'order.live.connecting',
    defaultMessage: 'Connecting to live updates…',
    description: 'Under the progress heading, until the live status stream answers (also before the page’s code runs)',
  },
  live: {
    id: 'order.live.live',
    defaultMessage: 'Updating live',
    description: 'Under the progress heading: the page follows the order and updates without a reload',
  },
  paused: {
    id: 'order.live.paused',
    defaultMessage: 'Live updates paused. Reconnecting…',
    description: 'Under the progress heading, and announced: the live stream dropped and the page is trying again',
  },
  offline: {
    id: 'order.live.offline',
    defaultMessage: 'Offline: updates resume when you are back',
    description: 'Under the progress heading, and announced: the device lost its connection',
  },
  back: {
    id: 'order.live.back',
    defaultMessage: 'Live updates are back.',
    description: 'Announced to screen readers once the live stream answers again after a pause or being offline',
  },
});

/** Said to screen readers, once, when the order moves while the page is open. */
export const announceMessages = {
  ...defineMessages({
    awaiting_payment: {
      id: 'order.announce.awaitingPayment',
      defaultMessage: 'Your order is waiting for the payment.',
      description: 'Announced when the order moves while the page is open: awaiting payment',
    },
    placed: {
      id: 'order.announce.placed',
      defaultMessage: 'Your order is placed. The restaurant will accept it shortly.',
      description: 'Announced when the order moves while the page is open: placed (a card order: paid)',
    },
    preparing: {
      id: 'order.announce.preparing',
      defaultMessage: 'Your order is being prepared.',
      description: 'Announced when the order moves while the page is open: the kitchen started',
    },
    readyDelivery: {
      id: 'order.announce.readyDelivery',
      defaultMessage: 'Your order is ready and waiting for the courier.',
      description: 'Announced when a delivery order is ready in the kitchen',
    },
    readyPickup: {
      id: 'order.announce.readyPickup',
      defaultMessage: 'Your order is ready: you can pick it up.',
      description: 'Announced when a pickup order is ready',
    },
    out_for_delivery: {
      id: 'order.announce.outForDelivery',
      defaultMessage: 'Your order is on its way to you.',
      description: 'Announced when the courier leaves with the order',
    },
    delivered: {
      id: 'order.announce.delivered',
      defaultMessage: 'Your order is delivered. Enjoy your meal!',
      description: 'Announced when the order is delivered',
    },
    picked_up: {
      id: 'order.announce.pickedUp',
      defaultMessage: 'Your order is picked up. Enjoy your meal!',
      description: 'Announced when the shopper picked the order up',
    },
    cancelled: {
      id: 'order.announce.cancelled',
      defaultMessage: 'Your order is cancelled.',
      description: 'Announced when the order is cancelled (no reason given)',
    },
    acceptedNoTime: {
      id: 'order.announce.acceptedNoTime',
      defaultMessage: 'The restaurant accepted your order.',
      description: 'Announced when the restaurant accepts the order without a promised time',
    },
  }),
  accepted: defineMessage<{ time: string }>({
    id: 'order.announce.accepted',
    defaultMessage: 'The restaurant accepted your order. Expected around {time}.',
    description: 'Announced when the restaurant accepts the order, with the promised time',
  }),
  cancelledWithReason: defineMessage<{ reason: string }>({
    id: 'order.announce.cancelledWithReason',
    defaultMessage: 'Your order is cancelled. Reason: {reason}',
    description: 'Announced when the restaurant cancels the order, with its reason in its own words',
  }),
};

export const cancelMessages = {
  ...defineMessages({
    button: {
      id: 'order.cancel.button',
      defaultMessage: 'Cancel order',
      description: 'Button opening the cancel confirmation, shown while the restaurant has not accepted the order',
    },
    text: {
      id: 'order.cancel.text',
      defaultMessage:
        'The restaurant has not accepted it yet, so you can still cancel it here. Bonuses you spent come back, and what you paid by card goes back to your card.',
      description: 'Cancel confirmation: what cancelling does',
    },
    confirm: {
      id: 'order.cancel.confirm',
      defaultMessage: 'Yes, cancel the order',
      description: 'Cancel confirmation: the button that cancels',
    },
    keep: {
      id: 'order.cancel.keep',
      defaultMessage: 'Keep the order',
      description: 'Cancel confirmation: the button that closes it and keeps the order',
    },
    failed: {
      id: 'order.cancel.failed',
      defaultMessage: 'We could not cancel the order just now. Please try again.',
      description: 'Cancelling failed without an answer from the server',
    },
    tooLate: {
      id: 'order.cancel.tooLate',
      defaultMessage: 'The restaurant has just accepted the order, so it can no longer be cancelled here.',
      description: 'In the open cancel confirmation, when the order moves on meanwhile',
    },
    done: {
      id: 'order.cancel.done',
      defaultMessage: 'You cancelled this order.',
      description: 'In place of the cancel button after the shopper cancelled (focus moves here)',
    },
  }),
  title: defineMessage<{ id: number }>({
    id: 'order.cancel.title',
    defaultMessage: 'Cancel order #{id}?',
    description: 'Cancel confirmation: title',
  }),
};

/** The success page's way to the order's private page, and the SMS the API sends with the same link. */
export const followMessages = {
  ...defineMessages({
    link: {
      id: 'order.follow.link',
      defaultMessage: 'Follow your order',
      description: 'Link from the success page to the order’s private tracking page',
    },
  }),
  sms: defineMessage<{ phone: string }>({
    id: 'order.follow.sms',
    defaultMessage:
      'When the restaurant accepts the order, we will also text this link to {phone}, with the time to expect it.',
    description: 'Under the follow link: the API sends the tracking link by SMS when the order is accepted',
  }),
};
