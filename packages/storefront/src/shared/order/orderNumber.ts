import { defineMessage } from 'react-intl';

/**
 * "Order #1041": an order page's title and heading, an order card's name, a bonus entry's order. Not in
 * the `order` group: the server renders page titles with the first-load catalog.
 */
export const orderNumberMessage = defineMessage<{ id: number }>({
  id: 'shared.order.number',
  defaultMessage: 'Order #{id}',
  description: 'An order’s number: card heading, order page title',
});
