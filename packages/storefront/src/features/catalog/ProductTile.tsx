import { ProductCard } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { LocalLink } from '../../shared/LocalLink';
import { paths } from '../../shared/paths';
import { addToWishlist } from '../../services/ecommerce';
import { useProductInCart } from '../../shared/useProductInCart';
import { useStores } from '../../stores/StoresProvider';
import { cardImage, cardTags, type CatalogProduct } from './catalogProduct';

export interface ProductTileProps {
  product: CatalogProduct;
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
  priority = false,
  headingLevel = 3,
  imageSizes,
}: ProductTileProps) {
  const { user, analytics } = useStores();
  const { quantity, setQuantity, add, item } = useProductInCart(product);
  const favorite = user.isFavorite(product.id);
  const toggleFavorite = () => {
    user.toggleFavorite(product.id);
    if (user.isFavorite(product.id)) analytics.push(addToWishlist(item()));
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
