import { Badge, Icon, Panel, Price } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Region } from '../../api';
import { useStores } from '../../stores/StoresProvider';
import { CardGrid, InfoSection } from './ContactsInfo';
import { deliveryMinutes, infoMessages as m } from './messages';
import { OpeningHoursList } from './OpeningHoursList';
import { useLocaleTag } from './useLocaleTag';

/** The kit's panel as a card of the grid; cards of a row share its height. */
const Card = styled(Panel)`
  height: 100%;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.fg.muted};
  }

  dd {
    margin: 0;
    text-align: end;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Plain = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.fg.muted};
`;

function RegionCard({ region }: { region: Region }) {
  const intl = useIntl();
  return (
    <Card forwardedAs="article" heading={region.name} headingLevel={3}>
      <Facts>
        <dt>{intl.formatMessage(m.fee)}</dt>
        <dd>
          <Price amount={region.delivery_fee} zero="free" size="sm" />
        </dd>
        <dt>{intl.formatMessage(m.minOrder)}</dt>
        <dd>
          <Price amount={region.min_order} size="sm" />
        </dd>
        <dt>{intl.formatMessage(m.freeFrom)}</dt>
        <dd>
          <Price amount={region.free_delivery_from} size="sm" />
        </dd>
        <dt>{intl.formatMessage(m.time)}</dt>
        <dd>{intl.formatMessage(deliveryMinutes, { minutes: region.delivery_minutes })}</dd>
      </Facts>
    </Card>
  );
}

/** The delivery page: areas with fee, minimum, free threshold and time; hours; payment and order types. */
export const DeliveryInfo = observer(function DeliveryInfo() {
  const intl = useIntl();
  const localeTag = useLocaleTag();
  const { regions, restaurants, paymentTypes, orderTypes } = useStores().dictionaries;
  return (
    <>
      <InfoSection aria-labelledby="delivery-regions">
        <h2 id="delivery-regions">{intl.formatMessage(m.regions)}</h2>
        {regions.length === 0 && <Muted>{intl.formatMessage(m.unavailable)}</Muted>}
        <CardGrid>
          {regions.map((region) => (
            <li key={region.id}>
              <RegionCard region={region} />
            </li>
          ))}
        </CardGrid>
      </InfoSection>
      {restaurants.length > 0 && (
        <InfoSection aria-labelledby="delivery-hours">
          <h2 id="delivery-hours">{intl.formatMessage(m.hoursLabel)}</h2>
          <CardGrid>
            {restaurants.map((restaurant) => (
              <li key={restaurant.id}>
                <Card forwardedAs="article" heading={restaurant.name} headingLevel={3}>
                  <OpeningHoursList hours={restaurant.opening_hours} localeTag={localeTag} />
                </Card>
              </li>
            ))}
          </CardGrid>
        </InfoSection>
      )}
      {paymentTypes.length > 0 && (
        <InfoSection aria-labelledby="delivery-payment">
          <h2 id="delivery-payment">{intl.formatMessage(m.payment)}</h2>
          <Plain>
            {paymentTypes.map((type) => (
              <li key={type.id}>
                <Icon name={type.online ? 'card' : 'wallet'} />
                {type.name}
                {type.online && <Badge tone="info">{intl.formatMessage(m.online)}</Badge>}
              </li>
            ))}
          </Plain>
        </InfoSection>
      )}
      {orderTypes.length > 0 && (
        <InfoSection aria-labelledby="delivery-types">
          <h2 id="delivery-types">{intl.formatMessage(m.orderTypes)}</h2>
          <Plain>
            {orderTypes.map((type) => (
              <li key={type.id}>
                <Icon name={type.code === 'pickup' ? 'store' : 'delivery'} />
                {type.name}
              </li>
            ))}
          </Plain>
          <Muted>{intl.formatMessage(m.pickupNote)}</Muted>
        </InfoSection>
      )}
    </>
  );
});
