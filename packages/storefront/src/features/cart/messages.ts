import { defineMessage, defineMessages } from 'react-intl';

export const cartMessages = {
  ...defineMessages({
    title: { id: 'cart.drawer.title', defaultMessage: 'Your cart', description: 'Cart drawer heading' },
    emptyTitle: {
      id: 'cart.empty.title',
      defaultMessage: 'The cart is empty',
      description: 'Cart drawer with no lines',
    },
    emptyText: {
      id: 'cart.empty.text',
      defaultMessage: 'Pick something tasty from the menu and it will wait for you here.',
      description: 'Cart drawer with no lines: text',
    },
    toMenu: {
      id: 'cart.empty.toMenu',
      defaultMessage: 'Open the menu',
      description: 'Link from the empty cart to the menu',
    },
    total: { id: 'cart.footer.total', defaultMessage: 'Total', description: 'Cart total label' },
    totalNote: {
      id: 'cart.footer.totalNote',
      defaultMessage: 'Delivery and bonuses are counted at checkout.',
      description: 'Under the cart total',
    },
    checkout: {
      id: 'cart.footer.checkout',
      defaultMessage: 'Go to checkout',
      description: 'Cart drawer checkout button',
    },
    lines: {
      id: 'cart.lines.label',
      defaultMessage: 'Dishes in the cart',
      description: 'Accessible name of the list of cart lines',
    },
    pricesChanged: {
      id: 'cart.pricing.changed',
      defaultMessage: 'Some prices have changed since you added these dishes. The cart shows today’s prices.',
      description: 'Banner when re-pricing changed at least one line',
    },
    gotIt: { id: 'cart.pricing.gotIt', defaultMessage: 'Got it', description: 'Dismiss the changed-prices banner' },
    unavailable: {
      id: 'cart.line.unavailable',
      defaultMessage: 'No longer available: it will not be in your order. Please remove it.',
      description: 'On a cart line whose product (or extra) is not sold any more',
    },
    unavailableSummary: {
      id: 'cart.pricing.unavailable',
      defaultMessage: 'Some dishes are no longer available and are not counted in the total.',
      description: 'Banner when a cart line is no longer sold',
    },
  }),
  priceChanged: defineMessage<{ old: string; now: string }>({
    id: 'cart.line.priceChanged',
    defaultMessage: 'Price changed: was {old}, now {now} each.',
    description: 'On a cart line whose unit price changed since it was added',
  }),
  remove: defineMessage<{ name: string }>({
    id: 'cart.line.remove',
    defaultMessage: 'Remove {name}',
    description: 'Accessible name of a cart line’s remove button',
  }),
  quantity: defineMessage<{ name: string }>({
    id: 'cart.line.quantity',
    defaultMessage: 'Quantity: {name}',
    description: 'Accessible name of a cart line’s quantity stepper',
  }),
  modifier: defineMessage<{ name: string; quantity: number }>({
    id: 'cart.line.modifier',
    defaultMessage: '+ {name} × {quantity}',
    description: 'An extra on a cart line',
  }),
  minOrder: defineMessage<{ region: string; amount: string; missing: string }>({
    id: 'cart.delivery.minOrder',
    defaultMessage: 'Minimum order for delivery to {region} is {amount}. Add {missing} more.',
    description: 'Cart below the region’s minimum order',
  }),
  freeDelivery: defineMessage<{ missing: string }>({
    id: 'cart.delivery.toFree',
    defaultMessage: 'Add {missing} more for free delivery.',
    description: 'Progress towards free delivery',
  }),
  freeDeliveryReached: defineMessage<{ region: string }>({
    id: 'cart.delivery.free',
    defaultMessage: 'Delivery to {region} is free for this order.',
    description: 'The cart reached the free-delivery threshold',
  }),
  progressLabel: defineMessage({
    id: 'cart.delivery.progress',
    defaultMessage: 'Towards free delivery',
    description: 'Accessible name of the free-delivery progress bar',
  }),
  itemCount: defineMessage<{ count: number }>({
    id: 'cart.drawer.count',
    defaultMessage: '{count, plural, one {# dish} other {# dishes}}',
    description: 'Under the cart heading: how many items',
  }),
};
