import { useIntl } from 'react-intl';
import type { Promotion } from '../api';
import { toCatalogProduct } from '../features/catalog/catalogProduct';
import { CategoryGrid } from '../features/catalog/CategoryGrid';
import type { HomeCatalogData } from '../features/catalog/loaders';
import { catalogMessages } from '../features/catalog/messages';
import { ProductGrid } from '../features/catalog/ProductGrid';
import { Shelf } from '../features/catalog/Shelf';
import { promotionMessages } from '../features/promotions/messages';
import { PromotionList } from '../features/promotions/PromotionList';
import { RecentlyViewed } from '../features/viewed/RecentlyViewed';
import { paths } from '../shared/paths';

export interface HomeShelvesProps extends HomeCatalogData {
  promotions: Promotion[];
}

/**
 * The home page below its hero: promotions, categories, bestsellers and the recently viewed dishes — the
 * promotions', the catalog's and the recently viewed features' parts, composed here by the page (a feature
 * never imports another). The home page loads and hydrates them after the first screen (`deferHydration`):
 * the cards, the cart's stepper and the promotions' code are not in the first load.
 */
export function HomeShelves({ promotions, categories, popular }: HomeShelvesProps) {
  const intl = useIntl();
  return (
    <>
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
    </>
  );
}
