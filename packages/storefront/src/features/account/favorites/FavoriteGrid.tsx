import { ButtonLink, EmptyState, media } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Product } from '../../../api/types';
import { LocalLink } from '../../../shared/LocalLink';
import { paths } from '../../../shared/paths';
import { useStores } from '../../../stores/StoresProvider';
import { favoritesMessages as m } from '../messages';
import { FavoriteCard } from './FavoriteCard';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  &:focus {
    outline: none;
  }

  ${media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export interface FavoritesData {
  /** The favourites when the page was loaded (the server's list on a server render). */
  ids: number[];
  /** Those of them the catalog has. */
  products: Product[];
}

/**
 * The account's favourites as a grid of product cards, in the order they were saved (the `/favorites`
 * page shows them as the menu does, through features/favorites' FavoriteProducts). The server render
 * shows the account's list; in the browser the list follows the shopper's store, fetching cards for ids
 * it has not seen, so a heart on this page takes the card away at once.
 */
export const FavoriteGrid = observer(function FavoriteGrid({ data }: { data: FavoritesData }) {
  const intl = useIntl();
  const { user, api } = useStores();
  const [known, setKnown] = useState(() => new Map(data.products.map((p) => [p.id, p])));
  const gridRef = useRef<HTMLUListElement>(null);
  const ids = user.restored ? user.favorites : data.ids;
  const missing = ids.filter((id) => !known.has(id));
  const missingKey = missing.join(',');

  useEffect(() => {
    if (!missingKey) return;
    let stale = false;
    api.catalog
      .getProductsByIds(missingKey.split(',').map(Number))
      .then((products) => {
        if (stale) return;
        setKnown((previous) => new Map([...previous, ...products.map((p): [number, Product] => [p.id, p])]));
      })
      .catch(() => undefined);
    return () => {
      stale = true;
    };
  }, [api, missingKey]);

  const shown = ids.map((id) => known.get(id)).filter((p): p is Product => p !== undefined);
  if (ids.length === 0) {
    return (
      <EmptyState
        variant="outlined"
        icon="heart"
        title={intl.formatMessage(m.emptyTitle)}
        description={intl.formatMessage(m.emptyText)}
        action={
          <ButtonLink as={LocalLink} to={paths.menu()} icon="menu">
            {intl.formatMessage(m.toMenu)}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <>
      <Count role="status">{intl.formatMessage(m.count, { count: ids.length })}</Count>
      <Grid ref={gridRef} tabIndex={-1}>
        {shown.map((product) => (
          <li key={product.id}>
            <FavoriteCard
              product={product}
              favorite={ids.includes(product.id)}
              onUnfavorite={() => gridRef.current?.focus()}
            />
          </li>
        ))}
      </Grid>
    </>
  );
});
