import { ProductCard } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { LocalLink } from '../../app/LocalLink';
import { paths } from '../../app/paths';
import { addToCart, addToWishlist, removeFromCart } from '../../services/ecommerce';
import { useStores } from '../../stores/StoresProvider';
import { cardImage, cardTags, productItem, type CatalogProduct } from './catalogProduct';

export interface ProductTileProps {
  product: CatalogProduct;
  /** The category's name for analytics (`item_category`). */
  categoryName?: string;
  /** For cards in the first screenful: their photos load at once. @default false */
  priority?: boolean;
  /** @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** `sizes` of the photo for the grid it sits in. */
  imageSizes?: string;
}

/**
 * A product card bound to the shopper's stores: the heart toggles the favourite, "Add to cart" adds the
 * product without modifiers, and the stepper then changes that line (lines with modifiers are the
 * product page's and the cart's business).
 */
export const ProductTile = observer(function ProductTile({
  product,
  categoryName,
  priority = false,
  headingLevel = 3,
  imageSizes,
}: ProductTileProps) {
  const { cart, user, analytics } = useStores();
  const line = { id: product.id, modifiers: [] };
  const quantity = cart.find(line)?.quantity ?? 0;
  const favorite = user.isFavorite(product.id);
  const item = productItem(product, categoryName);

  const add = () => {
    cart.add({
      id: product.id,
      currentPrice: product.price,
      name: product.name,
      slug: product.slug,
      image: product.image.url,
    });
    analytics.push(addToCart(item));
  };
  const setQuantity = (next: number) => {
    if (next > quantity) {
      cart.add({
        id: product.id,
        currentPrice: product.price,
        name: product.name,
        slug: product.slug,
        image: product.image.url,
        quantity: next - quantity,
      });
      analytics.push(addToCart({ ...item, quantity: next - quantity }));
    } else if (next < quantity) {
      cart.setQuantity(line, next);
      analytics.push(removeFromCart({ ...item, quantity: quantity - next }));
    }
  };
  const toggleFavorite = () => {
    user.toggleFavorite(product.id);
    if (user.isFavorite(product.id)) analytics.push(addToWishlist(item));
  };

  return (
    <ProductCard
      name={product.name}
      href={paths.product(product.slug)}
      linkAs={LocalLink}
      image={cardImage(product, imageSizes)}
      imageRatio="4:3"
      priority={priority}
      headingLevel={headingLevel}
      description={product.description}
      weight={{ value: product.weight, unit: product.weight_unit }}
      price={product.price}
      oldPrice={product.old_price ?? undefined}
      tags={cardTags(product)}
      favorite={favorite}
      onFavoriteChange={toggleFavorite}
      quantity={quantity}
      onAdd={add}
      onQuantityChange={setQuantity}
      onRemove={() => setQuantity(0)}
      availability={product.is_available ? 'available' : 'unavailable'}
    />
  );
});
