import { ProductCard, type ProductTag } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import type { Product } from '../../../api/types';
import { kitImage } from '../../../shared/images';
import { LocalLink } from '../../../shared/LocalLink';
import { paths } from '../../../shared/paths';
import { addToWishlist } from '../../../services/ecommerce';
import { useProductInCart } from '../../../shared/useProductInCart';
import { useStores } from '../../../stores/StoresProvider';

const KIT_TAGS: readonly string[] = ['spicy', 'vegetarian', 'new', 'hit'];
const IMAGE_SIZES = '(min-width: 1100px) 260px, (min-width: 769px) 30vw, 50vw';

/** A saved product as a card: the heart takes it off the list, the button puts it in the cart. */
export const FavoriteCard = observer(function FavoriteCard({
  product,
  favorite,
  onUnfavorite,
}: {
  product: Product;
  /** Whether it is on the list (the server's list until the browser's is read back). */
  favorite: boolean;
  /** After the heart took it off the list. */
  onUnfavorite: () => void;
}) {
  const { user, analytics } = useStores();
  const { quantity, setQuantity, add, item } = useProductInCart(product);
  const tags = product.tags.filter((tag): tag is ProductTag => KIT_TAGS.includes(tag));
  if (product.old_price !== null && product.old_price > product.price) tags.push('discount');
  return (
    <ProductCard
      name={product.name}
      href={paths.product(product.slug)}
      linkAs={LocalLink}
      image={kitImage(product.image, IMAGE_SIZES)}
      imageRatio="4:3"
      headingLevel={2}
      description={product.description}
      weight={{ value: product.weight, unit: product.weight_unit }}
      price={product.price}
      oldPrice={product.old_price ?? undefined}
      tags={tags}
      favorite={favorite}
      onFavoriteChange={() => {
        user.toggleFavorite(product.id);
        if (user.isFavorite(product.id)) analytics.push(addToWishlist(item()));
        else onUnfavorite();
      }}
      quantity={quantity}
      onAdd={add}
      onQuantityChange={setQuantity}
      onRemove={() => setQuantity(0)}
      availability={product.is_available ? 'available' : 'unavailable'}
    />
  );
});
