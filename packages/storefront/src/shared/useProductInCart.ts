import { addToCart, analyticsItem, removeFromCart } from '../services/ecommerce';
import { productLine, type LineProduct } from '../stores/cartLines';
import { useStores } from '../stores/StoresProvider';

/**
 * A product card's cart controls (the menu's cards, the favourites): how many of the product without
 * modifiers the cart holds, and changing that, each change with its add_to_cart or remove_from_cart.
 * Lines with modifiers are the product page's and the cart's business. Call it from an `observer`.
 */
export function useProductInCart(product: LineProduct) {
  const { cart, analytics, dictionaries } = useStores();
  const quantity = cart.find({ id: product.id })?.quantity ?? 0;
  /** The product as an analytics item, `count` of it. */
  const item = (count = 1) => analyticsItem(productLine(product, { quantity: count }), dictionaries.categories);
  const setQuantity = (next: number) => {
    if (next > quantity) {
      const line = productLine(product, { quantity: next - quantity });
      cart.add(line);
      analytics.push(addToCart(analyticsItem(line, dictionaries.categories)));
    } else if (next < quantity) {
      cart.setQuantity({ id: product.id }, next);
      analytics.push(removeFromCart(item(quantity - next)));
    }
  };
  return { quantity, setQuantity, add: () => setQuantity(quantity + 1), item };
}
