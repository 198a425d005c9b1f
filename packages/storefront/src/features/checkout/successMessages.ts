import { defineMessage, defineMessages } from 'react-intl';

/** The final success page's texts. */
export const successMessages = {
  ...defineMessages({
    statusPaid: { id: 'checkout.success.status.paid', defaultMessage: 'Paid', description: 'Order status' },
    statusPlaced: {
      id: 'checkout.success.status.placed',
      defaultMessage: 'Placed',
      description: 'Order status: placed, nothing to pay online (the restaurant has not accepted it yet)',
    },
    statusAwaiting: {
      id: 'checkout.success.status.awaiting',
      defaultMessage: 'Awaiting payment',
      description: 'Order status',
    },
    how: { id: 'checkout.success.how', defaultMessage: 'How', description: 'Details: delivery or pickup' },
    when: { id: 'checkout.success.when', defaultMessage: 'When', description: 'Details: time' },
    asap: {
      id: 'checkout.success.asap',
      defaultMessage: 'As soon as possible',
      description: 'Details: no scheduled time',
    },
    payment: { id: 'checkout.success.payment', defaultMessage: 'Payment', description: 'Details: payment type' },
    contact: { id: 'checkout.success.contact', defaultMessage: 'Contact', description: 'Details: contact' },
    details: { id: 'checkout.success.details', defaultMessage: 'Order details', description: 'Details heading' },
    toMenu: { id: 'checkout.success.toMenu', defaultMessage: 'Back to the menu', description: 'Success page link' },
    myOrders: {
      id: 'checkout.success.myOrders',
      defaultMessage: 'See it in my orders',
      description: 'Success page link',
    },
  }),
  number: defineMessage<{ order: string }>({
    id: 'checkout.success.number',
    defaultMessage: 'Order {order}',
    description: 'The order number on the success page',
  }),
  deliveryTo: defineMessage<{ address: string }>({
    id: 'checkout.success.deliveryTo',
    defaultMessage: 'Delivery to {address}',
    description: 'Details: delivery address',
  }),
  pickupAt: defineMessage<{ restaurant: string }>({
    id: 'checkout.success.pickupAt',
    defaultMessage: 'Pickup at {restaurant}',
    description: 'Details: pickup restaurant',
  }),
};
