/**
 * A dish on the stop-list of the restaurant that would cook the order: said on its cart line and in the
 * checkout's summary, naming the restaurant (`restaurantId` of the line's issue, `stores/stopListIssue.ts`).
 */
import { defineMessage } from 'react-intl';
import type { Restaurant } from '../api/types';

export const stoppedLine = defineMessage<{ restaurant: string }>({
  id: 'stopList.line',
  defaultMessage: 'Not available at {restaurant} today: it will not be in your order.',
  description: 'On a cart line whose dish the order’s restaurant has stopped for now (sold at other restaurants)',
});

export const stoppedSummary = defineMessage<{ restaurant: string; names: string }>({
  id: 'stopList.summary',
  defaultMessage: 'Not available at {restaurant} today, so not in this order: {names}',
  description: 'Checkout summary: the dishes the order’s restaurant has stopped for now; names = comma-separated',
});

/** The restaurant's name for those messages; its number when the dictionary does not have it. */
export const restaurantName = (restaurants: readonly Pick<Restaurant, 'id' | 'name'>[], id: number) =>
  restaurants.find((restaurant) => restaurant.id === id)?.name ?? `#${id}`;
