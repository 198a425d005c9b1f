import { media, PromotionCard } from '@nori/ui';
import styled from 'styled-components';
import type { Promotion } from '../../api';
import { LocalLink } from '../../shared/LocalLink';
import { kitImage } from '../../shared/images';
import { paths } from '../../shared/paths';
import { selectPromotion } from '../../services/ecommerce';
import { useStores } from '../../stores/StoresProvider';
import { usePromotionBanner } from './usePromotionBanner';

const Grid = styled.ul<{ $strip: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ $strip, theme }) =>
    $strip &&
    `
    ${media.mobile} {
      grid-auto-flow: column;
      grid-auto-columns: 280px;
      margin: 0 -${theme.space.lg};
      padding: ${theme.space.xxs} ${theme.space.lg};
      overflow-x: auto;
      scrollbar-width: none;
    }
  `}

  ${media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.lg};
  }
`;

/** A card's width: a third of the content on desktop; on a phone the full width (a 280 px strip on home). */
const PROMOTION_CARD_SIZES = '(min-width: 769px) 33vw, 100vw';

export interface PromotionListProps {
  promotions: readonly Promotion[];
  /** Where the list is, for analytics: `home`, `promotions`. */
  location: string;
  /** @default 2 */
  headingLevel?: 2 | 3;
  /** On a phone, one row that scrolls sideways instead of a column (the home page). @default false */
  strip?: boolean;
}

/** Promotion cards; opening one sends `select_promotion`. */
export function PromotionList({ promotions, location, headingLevel = 2, strip = false }: PromotionListProps) {
  const { analytics } = useStores();
  const banner = usePromotionBanner();
  return (
    <Grid $strip={strip}>
      {promotions.map((promotion, slot) => (
        // The card's link covers it: a click anywhere on the card is a click on the link.
        <li
          key={promotion.id}
          onClickCapture={() =>
            analytics.push(selectPromotion({ id: promotion.id, name: promotion.title, location, slot }))
          }
        >
          <PromotionCard
            title={promotion.title}
            href={paths.promotion(promotion.slug)}
            linkAs={LocalLink}
            // The restaurant's own picture when it uploaded one, else the banner drawn in the brand's colours.
            image={promotion.image ? kitImage(promotion.image, PROMOTION_CARD_SIZES) : banner(promotion.id)}
            priority={slot === 0}
            from={promotion.ends_at ? promotion.starts_at : undefined}
            to={promotion.ends_at ?? undefined}
            description={promotion.description}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </Grid>
  );
}
