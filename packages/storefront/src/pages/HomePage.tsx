import { ButtonLink, media } from '@nori/ui';
import { useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import styled from 'styled-components';
import type { Promotion } from '../api';
import { type RouteHandle } from '../shared/head';
import { LocalLink } from '../shared/LocalLink';
import { paths } from '../shared/paths';
import { toCatalogProduct } from '../features/catalog/catalogProduct';
import { CategoryGrid } from '../features/catalog/CategoryGrid';
import { homeCatalogLoader, type HomeCatalogData } from '../features/catalog/loaders';
import { catalogMessages } from '../features/catalog/messages';
import { ProductGrid } from '../features/catalog/ProductGrid';
import { Shelf } from '../features/catalog/Shelf';
import { PageContainer } from '../features/page/Page';
import { activePromotions } from '../features/promotions/loaders';
import { promotionMessages } from '../features/promotions/messages';
import { PromotionList } from '../features/promotions/PromotionList';
import { RecentlyViewed } from '../features/viewed/RecentlyViewed';
import { pageMessages } from './messages';

const Hero = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0 0;

  h1 {
    margin: 0;
    max-width: 20ch;
    font-size: ${({ theme }) => theme.font.size.display};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    ${media.desktop} {
      font-size: 2.75rem;
    }
  }

  p {
    margin: 0;
    max-width: 52ch;
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/** How many promotions the home page shows. */
const HOME_PROMOTIONS = 3;

interface HomeData extends HomeCatalogData {
  promotions: Promotion[];
}

/** Home: what the shop is, promotions, categories, bestsellers and the recently viewed dishes. */
export function Component() {
  const intl = useIntl();
  const { promotions, categories, popular } = useLoaderData() as HomeData;
  return (
    <PageContainer>
      <Hero>
        <h1>{intl.formatMessage(pageMessages.home.title)}</h1>
        <p>{intl.formatMessage(pageMessages.home.description)}</p>
        <div>
          <ButtonLink as={LocalLink} to={paths.menu()} size="lg" icon="menu">
            {intl.formatMessage(pageMessages.preparing.toMenu)}
          </ButtonLink>
        </div>
      </Hero>
      {promotions.length > 0 && (
        <Shelf
          id="home-promotions"
          title={intl.formatMessage(promotionMessages.heading)}
          more={{ to: paths.promotions(), label: intl.formatMessage(promotionMessages.all) }}
        >
          <PromotionList promotions={promotions} location="home" headingLevel={3} strip />
        </Shelf>
      )}
      {categories.length > 0 && (
        <Shelf id="home-categories" title={intl.formatMessage(catalogMessages.categoriesHeading)}>
          <CategoryGrid categories={categories} />
        </Shelf>
      )}
      {popular.length > 0 && (
        <Shelf
          id="home-popular"
          title={intl.formatMessage(catalogMessages.popular)}
          more={{ to: paths.menu(), label: intl.formatMessage(catalogMessages.seeAll) }}
        >
          <ProductGrid products={popular} />
        </Shelf>
      )}
      <RecentlyViewed>{(products) => <ProductGrid products={products.map(toCatalogProduct)} />}</RecentlyViewed>
    </PageContainer>
  );
}

/** Promotions and the menu's part, each optional: a failed call leaves its section out, never the page. */
export async function loader(args: LoaderFunctionArgs): Promise<HomeData> {
  const [catalog, promotions] = await Promise.allSettled([homeCatalogLoader(args), activePromotions(args)]);
  return {
    categories: catalog.status === 'fulfilled' ? catalog.value.categories : [],
    popular: catalog.status === 'fulfilled' ? catalog.value.popular : [],
    promotions: promotions.status === 'fulfilled' ? promotions.value.slice(0, HOME_PROMOTIONS) : [],
  };
}

export const handle: RouteHandle = {
  head: ({ intl }) => ({ description: intl.formatMessage(pageMessages.home.description) }),
};
