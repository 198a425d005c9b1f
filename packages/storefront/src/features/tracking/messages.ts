import { defineMessage } from 'react-intl';

/** The tracking page's own words (the `order` message group: `tracking.` ids load with the page). */
export const trackingMessages = {
  placed: defineMessage<{ date: string }>({
    id: 'tracking.page.placed',
    defaultMessage: 'Placed on {date}',
    description: 'Under the order number on the tracking page: when the order was placed',
  }),
};
