import { useId, type ElementType } from 'react';
import { useKitLocale, useKitMessages } from '../../intl/KitIntl';
import { Icon } from '../Icon/Icon';
import { CardPhoto } from '../ProductCard/Picture';
import type { ProductCardImage } from '../ProductCard/ProductCard.types';
import { formatPeriod, type DateInput } from './formatPeriod';
import {
  Body,
  Card,
  Description,
  Media,
  Period,
  Title,
  TitleLink,
  type PromotionCardImageRatio,
} from './PromotionCard.styles';

export interface PromotionCardProps {
  /** The promotion's title: the card's heading and the name of its link. */
  title: string;
  /** The promotion's page; the title links there and the link covers the card. */
  href?: string;
  /** Render the link through the app's router, e.g. react-router's `Link` (it receives `to={href}`). */
  linkAs?: ElementType;
  /** The banner; `alt` stays empty when it only repeats the title. */
  image?: ProductCardImage;
  /** Shape of the banner frame. @default '16:9' */
  imageRatio?: PromotionCardImageRatio;
  /** Load the banner at once with high priority: for the first screenful. @default false */
  priority?: boolean;
  /** First day, as a `Date` or an ISO day (`2025-06-01`). Shown only together with `to`. */
  from?: DateInput;
  /** Last day; alone it reads "Until 30 June". */
  to?: DateInput;
  /** A line or two about the offer, clamped to two lines. */
  description?: string;
  /** The heading level of the title, to fit the page's outline. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

/** A promotion in a list: banner, title, the period it runs and a link to its page. */
export function PromotionCard({
  title,
  href,
  linkAs,
  image,
  imageRatio = '16:9',
  priority = false,
  from,
  to,
  description,
  headingLevel = 3,
  className,
}: PromotionCardProps) {
  const t = useKitMessages();
  const { localeTag } = useKitLocale();
  const headingId = useId();
  const period = formatPeriod(from, to, localeTag, {
    period: t('promotionCard.period'),
    until: t('promotionCard.until'),
  });
  const link = linkAs ? { as: linkAs, to: href } : { href };
  return (
    <Card className={className} aria-labelledby={headingId}>
      <Body>
        <Title as={`h${headingLevel}`} id={headingId}>
          {href ? <TitleLink {...link}>{title}</TitleLink> : title}
        </Title>
        {period && (
          <Period>
            <Icon name="calendar" size={16} />
            {period}
          </Period>
        )}
        {description && <Description>{description}</Description>}
      </Body>
      <Media $ratio={imageRatio}>{image && <CardPhoto image={image} priority={priority} />}</Media>
    </Card>
  );
}
