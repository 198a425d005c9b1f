import { Badge, ButtonLink } from '@nori/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Promotion } from '../../api';
import { kitImage } from '../../shared/images';
import { LocalLink } from '../../shared/LocalLink';
import { paths } from '../../shared/paths';
import { promotionMessages as m, startsOn, validFrom, validUntil } from './messages';
import { usePromotionBanner } from './usePromotionBanner';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 65ch;
`;

const Banner = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.bg.subtle};
`;

/** The banner's width: the text column's (65ch, about 680 px) or the whole phone. */
export const PROMOTION_BANNER_SIZES = '(min-width: 769px) 680px, 100vw';

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.fg.muted};
`;

const Text = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  white-space: pre-line;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A calendar day from the API (`2026-06-01`) in words, the same day wherever the page renders. */
function formatDay(day: string, localeTag: string): string {
  const [y, mo, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(localeTag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(y ?? 1970, (mo ?? 1) - 1, d ?? 1),
  );
}

/** One promotion: whether it runs, its period, its text, and the way to the menu. */
export function PromotionDetails({
  promotion,
  localeTag,
  today,
}: {
  promotion: Promotion;
  localeTag: string;
  today: string;
}) {
  const intl = useIntl();
  const upcoming = !promotion.is_active && promotion.starts_at > today;
  const drawn = usePromotionBanner()(promotion.id);
  // The restaurant's own picture when it uploaded one (an AVIF first), else the banner drawn for it.
  const banner = promotion.image ? kitImage(promotion.image, PROMOTION_BANNER_SIZES, promotion.image.alt) : drawn;
  const img = (
    <Banner
      src={banner.src}
      srcSet={banner.srcSet}
      sizes={banner.sizes}
      width={banner.width}
      height={banner.height}
      alt={banner.alt ?? ''}
      loading="eager"
      fetchPriority="high"
      decoding="async"
    />
  );
  return (
    <Body>
      {banner.sources?.length ? (
        <picture>
          {banner.sources.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={banner.sizes} />
          ))}
          {img}
        </picture>
      ) : (
        img
      )}
      <Meta>
        {promotion.is_active && <Badge tone="success">{intl.formatMessage(m.running)}</Badge>}
        {promotion.is_active && promotion.ends_at && (
          <span>{intl.formatMessage(validUntil, { date: formatDay(promotion.ends_at, localeTag) })}</span>
        )}
        {promotion.is_active && !promotion.ends_at && (
          <span>{intl.formatMessage(validFrom, { date: formatDay(promotion.starts_at, localeTag) })}</span>
        )}
        {upcoming && (
          <Badge tone="info">{intl.formatMessage(startsOn, { date: formatDay(promotion.starts_at, localeTag) })}</Badge>
        )}
        {!promotion.is_active && !upcoming && <Badge tone="neutral">{intl.formatMessage(m.ended)}</Badge>}
      </Meta>
      <Text>{promotion.description}</Text>
      <Actions>
        <ButtonLink as={LocalLink} to={paths.menu()} icon="menu">
          {intl.formatMessage(m.toMenu)}
        </ButtonLink>
        <ButtonLink as={LocalLink} to={paths.promotions()} variant="secondary" icon="arrow-left">
          {intl.formatMessage(m.back)}
        </ButtonLink>
      </Actions>
    </Body>
  );
}
