import type { ElementType } from 'react';
import { useKitLocale, useKitMessages } from '../../intl/KitIntl';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { CardPhoto } from '../ProductCard/Picture';
import type { ProductCardImage } from '../ProductCard/ProductCard.types';
import { Count, Name, Tile, Visual } from './CategoryCard.styles';

export interface CategoryCardProps {
  /** The category's name: the visible label and the start of the link's name. */
  name: string;
  /** The category's page. */
  href: string;
  /** Render through the app's router, e.g. react-router's `Link` (it receives `to={href}`). */
  linkAs?: ElementType;
  /** A photo of the category, cropped square. Decorative: the name says what it is. */
  image?: ProductCardImage;
  /** An icon from the kit's sprite, shown when there is no photo. */
  icon?: IconName;
  /** How many products the category holds. */
  count?: number;
  /** The category being shown: marked with `aria-current="page"` and highlighted. @default false */
  selected?: boolean;
  className?: string;
}

/** A category tile for the menu's category strip or grid: one link with a picture, name and count. */
export function CategoryCard({
  name,
  href,
  linkAs,
  image,
  icon,
  count,
  selected = false,
  className,
}: CategoryCardProps) {
  const t = useKitMessages();
  const { localeTag } = useKitLocale();
  const link = linkAs ? { as: linkAs, to: href } : { href };
  return (
    <Tile {...link} className={className} aria-current={selected ? 'page' : undefined}>
      <Visual>{image ? <CardPhoto image={image} alt="" /> : icon && <Icon name={icon} size={32} />}</Visual>
      <Name>{name}</Name>
      {count !== undefined && (
        <Count>{t('categoryCard.count', { count: new Intl.NumberFormat(localeTag).format(count) })}</Count>
      )}
    </Tile>
  );
}
