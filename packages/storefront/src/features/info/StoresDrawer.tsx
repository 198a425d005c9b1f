import { ButtonLink, Drawer } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { LocalLink } from '../../shared/LocalLink';
import { paths } from '../../shared/paths';
import { useStores } from '../../stores/StoresProvider';
import { infoMessages as m } from './messages';
import { RestaurantCard } from './RestaurantCard';
import { useLocaleTag } from './useLocaleTag';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
`;

/** The stores drawer (drawer flag `stores`): every restaurant with its address, phone and hours. */
export const StoresDrawer = observer(function StoresDrawer() {
  const intl = useIntl();
  const localeTag = useLocaleTag();
  const { ui, dictionaries } = useStores();
  const close = () => ui.close('stores');
  return (
    <Drawer
      title={intl.formatMessage(m.storesTitle)}
      open={ui.isOpen('stores')}
      onOpenChange={(open) => ui.setOpen('stores', open)}
      footer={
        <ButtonLink as={LocalLink} to={paths.contacts()} variant="secondary" fullWidth onClick={close}>
          {intl.formatMessage(m.toContacts)}
        </ButtonLink>
      }
    >
      {dictionaries.restaurants.length === 0 ? (
        <Empty>{intl.formatMessage(m.storesEmpty)}</Empty>
      ) : (
        <List>
          {dictionaries.restaurants.map((restaurant) => (
            <li key={restaurant.id}>
              <RestaurantCard restaurant={restaurant} localeTag={localeTag} />
            </li>
          ))}
        </List>
      )}
    </Drawer>
  );
});
