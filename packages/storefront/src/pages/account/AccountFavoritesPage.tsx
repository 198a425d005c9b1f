import { useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { RouteHandle } from '../../shared/head';
import { AccountSection } from '../../features/account/AccountSection';
import { FavoriteGrid, type FavoritesData } from '../../features/account/favorites/FavoriteGrid';
import { accountHead } from '../../features/account/accountHead';
import { accountDeps, accountLoad } from '../../features/account/loaders';
import { pageMessages } from '../messages';

/**
 * The account's favourites: on the server the list kept with the account; in the browser the shopper's
 * own list (already merged with the server's and kept in sync by the user store).
 */
export async function loader(args: LoaderFunctionArgs): Promise<FavoritesData> {
  const { locale, api, stores } = accountDeps(args);
  const ids = stores.user.restored
    ? [...stores.user.favorites]
    : await accountLoad(locale, () => api.account.getFavorites());
  const products = await accountLoad(locale, () => api.catalog.getProductsByIds(ids));
  return { ids, products };
}

export function Component() {
  const intl = useIntl();
  const data = useLoaderData() as FavoritesData;
  return (
    <AccountSection
      title={intl.formatMessage(pageMessages.accountFavorites.title)}
      lead={intl.formatMessage(pageMessages.accountFavorites.description)}
    >
      <FavoriteGrid data={data} />
    </AccountSection>
  );
}

export const handle: RouteHandle = {
  head: accountHead(pageMessages.accountFavorites.title, pageMessages.accountFavorites.description),
};
