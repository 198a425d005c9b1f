import { useIntl } from 'react-intl';
import type { RouteHandle } from '../shared/head';
import { toCatalogProduct } from '../features/catalog/catalogProduct';
import { ProductGrid } from '../features/catalog/ProductGrid';
import { FavoriteProducts } from '../features/favorites/FavoriteProducts';
import { Page } from '../features/page/Page';
import { pageMessages } from './messages';

/** `/favorites`: the shopper's favourites (browser storage; the account's list too when signed in). */
export function Component() {
  const intl = useIntl();
  return (
    <Page title={intl.formatMessage(pageMessages.favorites.title)}>
      <FavoriteProducts>
        {(products) => <ProductGrid products={products.map(toCatalogProduct)} headingLevel={2} />}
      </FavoriteProducts>
    </Page>
  );
}

/** A personal list: nothing for search engines. */
export const handle: RouteHandle = {
  head: ({ intl }) => ({
    title: intl.formatMessage(pageMessages.favorites.title),
    description: intl.formatMessage(pageMessages.favorites.description),
    noindex: true,
  }),
};
