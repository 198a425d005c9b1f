import { Icon, Panel } from '@nori/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Restaurant } from '../../api';
import { infoMessages as m } from './messages';
import { OpeningHoursList } from './OpeningHoursList';
import { OpenNow } from './OpenNow';
import { displayPhone, telHref } from './phoneDisplay';

const Line = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  svg {
    margin-top: 2px;
    color: ${({ theme }) => theme.color.fg.muted};
  }
`;

const Link = styled.a`
  color: ${({ theme }) => theme.color.accent.text};
`;

const openStreetMap = (r: Restaurant) =>
  `https://www.openstreetmap.org/?mlat=${r.lat}&mlon=${r.lng}#map=17/${r.lat}/${r.lng}`;

export interface RestaurantCardProps {
  restaurant: Restaurant;
  localeTag: string;
  /** @default 3 */
  headingLevel?: 2 | 3;
}

/** A restaurant: name, whether it is open now, address with a map link, phone, and the week's hours. */
export function RestaurantCard({ restaurant, localeTag, headingLevel = 3 }: RestaurantCardProps) {
  const intl = useIntl();
  return (
    <Panel as="article" heading={restaurant.name} headingLevel={headingLevel}>
      <div>
        <OpenNow schedule={restaurant} localeTag={localeTag} />
      </div>
      <Line>
        <Icon name="map-pin" size={18} />
        <span>
          {restaurant.address}
          <br />
          <Link href={openStreetMap(restaurant)} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage(m.map)}
          </Link>
        </span>
      </Line>
      <Line>
        <Icon name="phone" size={18} />
        <Link href={telHref(restaurant.phone)}>{displayPhone(restaurant.phone)}</Link>
      </Line>
      <OpeningHoursList hours={restaurant.opening_hours} localeTag={localeTag} />
    </Panel>
  );
}
