import { ProductCard, type ProductTag } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import type { Product } from '../../../api/types';
import { LocalLink } from '../../../app/LocalLink';
import { paths } from '../../../app/paths';
import { addToCart, addToWishlist, removeFromCart } from '../../../services/ecommerce';
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
  const { cart, user, analytics } = useStores();
  const item = { id: product.id, name: product.name, price: product.price, category: product.category_slug };
  const line = { id: product.id, modifiers: [] };
  const quantity = cart.find(line)?.quantity ?? 0;
  const tags = product.tags.filter((tag): tag is ProductTag => KIT_TAGS.includes(tag));
  if (product.old_price !== null && product.old_price > product.price) tags.push('discount');
  const add = (count = 1) => {
    cart.add({
      id: product.id,
      currentPrice: product.price,
      name: product.name,
      slug: product.slug,
      image: product.image.url,
      quantity: count,
    });
    analytics.push(addToCart({ ...item, quantity: count }));
  };
  const setQuantity = (next: number) => {
    if (next > quantity) add(next - quantity);
    else if (next < quantity) {
      cart.setQuantity(line, next);
      analytics.push(removeFromCart({ ...item, quantity: quantity - next }));
    }
  };
  const { url, srcset, width, height } = product.image;
  return (
    <ProductCard
      name={product.name}
      href={paths.product(product.slug)}
      linkAs={LocalLink}
      image={{ src: url, srcSet: srcset || undefined, sizes: srcset ? IMAGE_SIZES : undefined, width, height, alt: '' }}
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
        if (user.isFavorite(product.id)) analytics.push(addToWishlist(item));
        else onUnfavorite();
      }}
      quantity={quantity}
      onAdd={() => add()}
      onQuantityChange={setQuantity}
      onRemove={() => setQuantity(0)}
      availability={product.is_available ? 'available' : 'unavailable'}
    />
  );
});
