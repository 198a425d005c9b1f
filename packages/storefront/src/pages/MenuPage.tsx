import { useLoaderData } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { staticHead, type RouteHandle } from '../shared/head';
import { CategoryChips } from '../features/catalog/CategoryChips';
import { menuLoader, revalidateOnPathChange, type MenuData } from '../features/catalog/loaders';
import { MenuBrowser } from '../features/catalog/MenuBrowser';
import { Page } from '../features/page/Page';
import { pageMessages } from './messages';

const list = { id: 'menu', name: 'Menu' };

/** `/menu`: every category with its products, the search, filters and sort of the URL query. */
export function Component() {
  const intl = useIntl();
  const { categories } = useLoaderData() as MenuData;
  return (
    <Page title={intl.formatMessage(pageMessages.menu.title)}>
      <CategoryChips />
      <MenuBrowser categories={categories} list={list} />
    </Page>
  );
}

export const loader = menuLoader;
export const shouldRevalidate = revalidateOnPathChange;
export const handle: RouteHandle = { head: staticHead(pageMessages.menu.title, pageMessages.menu.description) };
