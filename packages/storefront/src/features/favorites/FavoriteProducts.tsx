import { ButtonLink, Icon } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Product } from '../../api';
import { LocalLink } from '../../app/LocalLink';
import { paths } from '../../app/paths';
import { useStores } from '../../stores/StoresProvider';
import { favoritesMessages as m } from './messages';
import { useProductsByIds } from '../../app/useProductsByIds';

const Empty = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px dashed ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.lg};

  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.color.fg.muted};
  }
`;

const Loading = styled.p`
  color: ${({ theme }) => theme.color.fg.muted};
`;

/**
 * The shopper's favourites (UserStore: browser storage, and the account's list when signed in), fetched
 * by id. A product taken out of the favourites leaves the list at once.
 */
export const FavoriteProducts = observer(function FavoriteProducts({
  children,
}: {
  children: (products: Product[]) => ReactNode;
}) {
  const intl = useIntl();
  const { user } = useStores();
  const products = useProductsByIds(user.favorites);
  if (!user.restored || products === null) return <Loading role="status">{intl.formatMessage(m.loading)}</Loading>;
  const shown = products.filter((product) => user.isFavorite(product.id));
  if (shown.length === 0) {
    return (
      <Empty>
        <h2>
          <Icon name="heart" size={24} />
          {intl.formatMessage(m.empty)}
        </h2>
        <p>{intl.formatMessage(m.emptyText)}</p>
        <ButtonLink as={LocalLink} to={paths.menu()} icon="menu">
          {intl.formatMessage(m.toMenu)}
        </ButtonLink>
      </Empty>
    );
  }
  return <>{children(shown)}</>;
});
