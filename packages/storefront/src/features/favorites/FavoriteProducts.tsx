import { ButtonLink, EmptyState } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Product } from '../../api';
import { LocalLink } from '../../shared/LocalLink';
import { paths } from '../../shared/paths';
import { useStores } from '../../stores/StoresProvider';
import { favoritesMessages as m } from './messages';
import { useProductsByIds } from '../../shared/useProductsByIds';

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
      <EmptyState
        variant="outlined"
        icon="heart"
        title={intl.formatMessage(m.empty)}
        description={intl.formatMessage(m.emptyText)}
        action={
          <ButtonLink as={LocalLink} to={paths.menu()} icon="menu">
            {intl.formatMessage(m.toMenu)}
          </ButtonLink>
        }
      />
    );
  }
  return <>{children(shown)}</>;
});
