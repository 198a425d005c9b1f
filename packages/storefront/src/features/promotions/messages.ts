import { defineMessage, defineMessages } from 'react-intl';

export const promotionMessages = defineMessages({
  none: {
    id: 'promotions.list.empty',
    defaultMessage: 'There are no promotions right now. Come back soon.',
    description: 'Promotions page without active promotions',
  },
  heading: {
    id: 'promotions.home.heading',
    defaultMessage: 'Promotions',
    description: 'Home: heading over promotions',
  },
  all: {
    id: 'promotions.home.all',
    defaultMessage: 'All promotions',
    description: 'Home: link to the promotions page',
  },
  ended: {
    id: 'promotions.status.ended',
    defaultMessage: 'This promotion has ended.',
    description: 'Promotion page: ended',
  },
  toMenu: {
    id: 'promotions.details.toMenu',
    defaultMessage: 'Choose from the menu',
    description: 'Promotion page: link to the menu',
  },
  back: {
    id: 'promotions.details.back',
    defaultMessage: 'All promotions',
    description: 'Promotion page: back to the list',
  },
  running: {
    id: 'promotions.details.running',
    defaultMessage: 'Running now',
    description: 'Promotion page: active badge',
  },
});

export const startsOn = defineMessage<{ date: string }>({
  id: 'promotions.status.starts',
  defaultMessage: 'Starts on {date}.',
  description: 'Promotion page: a promotion that has not started yet',
});

export const validUntil = defineMessage<{ date: string }>({
  id: 'promotions.details.until',
  defaultMessage: 'Valid until {date}',
  description: 'Promotion page: last day',
});

export const validFrom = defineMessage<{ date: string }>({
  id: 'promotions.details.from',
  defaultMessage: 'Valid from {date}',
  description: 'Promotion page: first day, for a promotion without an end',
});
