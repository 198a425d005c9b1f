import { CheckoutStore } from './CheckoutStore';
import { useStores } from './StoresProvider';

/**
 * The checkout's store, created the first time a component of the checkout or the payment pages asks for
 * it. Its modules (the store and its models in `checkout/`: the form's rules, order times, placement, payment
 * retry, ~5 kB gzipped) come with those components' chunks instead of every page's first load: the
 * RootStore names the class only as a type, and this hook hands it over. The cart never asks for it.
 */
export function useCheckout(): CheckoutStore {
  return useStores().checkoutWith(CheckoutStore);
}
