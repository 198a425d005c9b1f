import { useIntl } from 'react-intl';
import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { OrdersPage } from '../../api/types';
import type { RouteHandle } from '../../shared/head';
import { paths } from '../../shared/paths';
import { AccountSection } from '../../features/account/AccountSection';
import { accountHead } from '../../features/account/accountHead';
import { accountDeps, accountLoad } from '../../features/account/loaders';
import { OrderHistory } from '../../features/account/orders/OrderHistory';
import { parsePage } from '../../features/account/orders/pagination';
import { localizePath } from '../../i18n/locales';
import { pageMessages } from '../messages';

/** The page of the history asked for in `?page=` (server-rendered with the shopper's token). */
export async function loader(args: LoaderFunctionArgs): Promise<OrdersPage> {
  const { url, locale, api } = accountDeps(args);
  const page = parsePage(url.searchParams.get('page'));
  const history = await accountLoad(locale, () => api.account.getOrders(page));
  // A page past the end (an old link after orders moved) goes to the last one.
  if (page > history.meta.last_page) throw redirect(localizePath(paths.accountOrders(history.meta.last_page), locale));
  return history;
}

export function Component() {
  const intl = useIntl();
  const history = useLoaderData() as OrdersPage;
  return (
    <AccountSection
      title={intl.formatMessage(pageMessages.accountOrders.title)}
      lead={intl.formatMessage(pageMessages.accountOrders.description)}
    >
      <OrderHistory history={history} />
    </AccountSection>
  );
}

export const handle: RouteHandle = {
  head: accountHead(pageMessages.accountOrders.title, pageMessages.accountOrders.description),
};
