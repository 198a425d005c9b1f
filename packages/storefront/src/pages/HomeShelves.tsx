import { useIntl } from 'react-intl';
import type { Promotion } from '../../api';
import { paths } from '../../shared/paths';
import { toCatalogProduct } from '../catalog/catalogProduct';
import { CategoryGrid } from '../catalog/CategoryGrid';
import type { HomeCatalogData } from '../catalog/loaders';
import { catalogMessages } from '../catalog/messages';
import { ProductGrid } from '../catalog/ProductGrid';
import { Shelf } from '../catalog/Shelf';
import { promotionMessages } from '../promotions/messages';
import { PromotionList } from '../promotions/PromotionList';
import { RecentlyViewed } from '../viewed/RecentlyViewed';

export interface HomeShelvesProps extends HomeCatalogData {
  promotions: Promotion[];
}

/**
 * The home page below its hero: promotions, categories, bestsellers and the recently viewed dishes. The
 * home page loads and hydrates them after the first screen (`deferHydration`): the cards, the cart's
 * stepper and the promotions' code are not in the first load.
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
