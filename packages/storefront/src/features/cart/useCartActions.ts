import { useStores } from '../../stores/StoresProvider';
import type { CartItem } from '../../stores/cartLines';
import { addToCart, analyticsItem, removeFromCart } from '../../services/ecommerce';

/** Quantity changes and removal from the cart, with their add_to_cart / remove_from_cart events. */
export function useCartActions() {
  const { cart, analytics, dictionaries } = useStores();
  const item = (line: CartItem, quantity: number) =>
    analyticsItem({ ...line, quantity }, dictionaries.categories, cart.products.get(line.id));
  return {
    setQuantity(line: CartItem, quantity: number) {
      const delta = quantity - line.quantity;
      if (delta === 0) return;
      analytics.push(delta > 0 ? addToCart(item(line, delta)) : removeFromCart(item(line, -delta)));
      cart.setQuantity(line, quantity);
    },
    remove(line: CartItem) {
      analytics.push(removeFromCart(item(line, line.quantity)));
      cart.remove(line, 0);
    },
  };
}
