/**
 * The one line notice the cart works out at once rather than with a re-pricing (cartPricing.ts): it
 * follows the checkout's choice of restaurant as that changes.
 */
import type { Product } from '../api/types';
import type { LineIssue } from './cartPricing';

/**
 * A dish on the stop-list of the restaurant that would cook the order (the API refuses it there, 422
 * `items.N.product_id`): the line is unavailable there, though the dish may be sold elsewhere (its
 * `is_available`). Nothing while the restaurant is not known yet or the product not fetched.
 */
export function stopListIssue(
  product: Pick<Product, 'unavailable_at'> | undefined,
  restaurantId: number | null,
): LineIssue | undefined {
  // `?.` on the list too: a backend from before stop-lists sends none, and nothing is stopped then.
  return restaurantId !== null && product?.unavailable_at?.includes(restaurantId)
    ? { kind: 'unavailable', restaurantId }
    : undefined;
}
