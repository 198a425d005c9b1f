import { CheckoutStore } from './CheckoutStore';
import { useStores } from './StoresProvider';

/**
 * The checkout's store, created the first time a component of the checkout, the payment pages or the cart
 * drawer asks for it. Its module (the form's rules, order times, placement and payment retry, ~4 kB gzipped)
 * comes with those components' chunks instead of every page's first load: the RootStore names the class
 * only as a type, and this hook hands it over.
 */
export function useCheckout(): CheckoutStore {
  return useStores().checkoutWith(CheckoutStore);
}
