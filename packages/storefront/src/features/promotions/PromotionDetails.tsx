import { Badge, ButtonLink } from '@nori/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Promotion } from '../../api';
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
`;

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
  const banner = usePromotionBanner()(promotion.id);
  return (
    <Body>
      <Banner
        src={banner.src}
        width={banner.width}
        height={banner.height}
        alt=""
        loading="eager"
        fetchPriority="high"
        decoding="async"
      />
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
