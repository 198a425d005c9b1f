import { useId, type ElementType } from 'react';
import { useKitLocale, useKitMessages } from '../../intl/KitIntl';
import { ProductBadge, productTags, type ProductTag } from '../Badge/ProductBadge';
import { Price } from '../Price/Price';
import { CartAction } from './CartAction';
import { FavoriteToggle } from './FavoriteToggle';
import { CardPhoto } from './Picture';
import { Badges, Card, Description, Footer, Image, Media, Name, NameLink, Weight } from './ProductCard.styles';
import type { ProductAvailability, ProductCardImage, ProductCardImageRatio, ProductWeight } from './ProductCard.types';
import { portionLabel } from './portionLabel';

export interface ProductCardProps {
  /** The product's name: the card's heading and the name of its link. */
  name: string;
  /** The product page; the name links there and the link covers the card. */
  href?: string;
  /** Render the link through the app's router, e.g. react-router's `Link` (it receives `to={href}`). */
  linkAs?: ElementType;
  /** The photo; without one the card keeps an empty frame of the same shape. */
  image?: ProductCardImage;
  /** Shape of the photo frame; the photo is cropped to fill it. @default '1:1' */
  imageRatio?: ProductCardImageRatio;
  /** Load the photo at once with high priority: for cards in the first screenful. @default false */
  priority?: boolean;
  /** The heading level of the name, to fit the page's outline; the name looks the same at every level. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** A short description, clamped to two lines. */
  description?: string;
  /** Weight, pieces or volume of a portion. */
  weight?: ProductWeight;
  /** The price in whole currency units. */
  price: number;
  /** The price before a discount, struck through. */
  oldPrice?: number;
  /** @default 'MDL' */
  currency?: string;
  /** Tags shown as badges on the photo. */
  tags?: ProductTag[];
  /** Whether the product is a favourite (controlled). @default false */
  favorite?: boolean;
  /** Shows the heart toggle; called with the next state. */
  onFavoriteChange?: (favorite: boolean) => void;
  /** How many are in the cart; above 0 the add button becomes a quantity stepper. @default 0 */
  quantity?: number;
  /** The stepper's upper limit. @default 99 */
  maxQuantity?: number;
  /** "Add to cart" was pressed. */
  onAdd?: () => void;
  /** The stepper changed the quantity. */
  onQuantityChange?: (quantity: number) => void;
  /** Remove at quantity 1; without it the stepper calls `onQuantityChange(0)`. */
  onRemove?: () => void;
  /** An unavailable product shows a dimmed photo and a note instead of the cart action. @default 'available' */
  availability?: ProductAvailability;
  className?: string;
}

/** A product in a menu grid: photo, name, portion, price, badges, favourite and the cart action. */
export function ProductCard({
  name,
  href,
  linkAs,
  image,
  imageRatio = '1:1',
  priority = false,
  headingLevel = 3,
  description,
  weight,
  price,
  oldPrice,
  currency = 'MDL',
  tags,
  favorite = false,
  onFavoriteChange,
  quantity = 0,
  maxQuantity = 99,
  onAdd,
  onQuantityChange,
  onRemove,
  availability = 'available',
  className,
}: ProductCardProps) {
  const t = useKitMessages();
  const { localeTag } = useKitLocale();
  const headingId = useId();
  const link = linkAs ? { as: linkAs, to: href } : { href };
  const shownTags = productTags.filter((tag) => tags?.includes(tag));

  return (
    <Card className={className} aria-labelledby={headingId} $unavailable={availability === 'unavailable'}>
      <Name as={`h${headingLevel}`} id={headingId}>
        {href ? <NameLink {...link}>{name}</NameLink> : name}
      </Name>
      <Media $ratio={imageRatio}>
        {image && <CardPhoto image={image} priority={priority} as={Image} />}
        {shownTags.length > 0 && (
          <Badges>
            {shownTags.map((tag) => (
              <ProductBadge key={tag} tag={tag} />
            ))}
          </Badges>
        )}
        {onFavoriteChange && (
          <FavoriteToggle
            pressed={favorite}
            onPressedChange={onFavoriteChange}
            label={`${t('productCard.favorite')}: ${name}`}
          />
        )}
      </Media>
      {description && <Description>{description}</Description>}
      {weight && <Weight>{portionLabel(weight, localeTag, t)}</Weight>}
      <Footer>
        <Price
          amount={price}
          oldAmount={oldPrice}
          currency={currency}
          tone={oldPrice !== undefined && oldPrice > price ? 'danger' : 'default'}
        />
        <CartAction
          name={name}
          quantity={quantity}
          maxQuantity={maxQuantity}
          availability={availability}
          onAdd={onAdd}
          onQuantityChange={onQuantityChange}
          onRemove={onRemove}
        />
      </Footer>
    </Card>
  );
}
