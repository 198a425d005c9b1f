import { OrderOffers } from './OrderOffers';
import { useStores } from './StoresProvider';

/**
 * The order's offers (issue 33), the one model the cart drawer and the checkout share, created the first time
 * either asks: its module comes with their chunks, not with every page's first load.
 */
export function useOffers(): OrderOffers {
  return useStores().offersWith(OrderOffers);
}
