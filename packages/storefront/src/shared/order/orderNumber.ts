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

/**
 * An order's number on its own, "#1041" (en, ro) or "№1041" (ru, uk), inside a sentence of its page's own
 * ("Order {order} is paid"): written the way `orderNumberMessage` writes it, never by hand (issue 29: the
 * success pages wrote "№" in every language). In the first-load catalog, as `orderNumberMessage`.
 */
export const orderRefMessage = defineMessage<{ id: number }>({
  id: 'shared.order.ref',
  defaultMessage: '#{id}',
  description: 'An order’s number on its own, inside a sentence: the sign before it as the language writes it',
});
