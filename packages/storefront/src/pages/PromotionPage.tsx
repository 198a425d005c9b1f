import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import styled from 'styled-components';
import type { RouteHandle } from '../shared/head';
import { preloadOf } from '../shared/imagePreload';
import { kitImage } from '../shared/images';
import { useLocale } from '../shared/LocaleContext';
import { toCatalogProduct, type CatalogProduct } from '../features/catalog/catalogProduct';
import { ProductGrid } from '../features/catalog/ProductGrid';
import { Page } from '../features/page/Page';
import { promotionLoader } from '../features/promotions/loaders';
import { promotionDishes, promotionDishesTitle } from '../features/promotions/promotionDishes';
import { PROMOTION_BANNER_SIZES, PromotionDetails } from '../features/promotions/PromotionDetails';
import { LOCALE_INFO } from '../i18n/locales';
import { useStores } from '../stores/StoresProvider';
import type { Promotion } from '../api';

const Dishes = styled.section`
  margin-top: ${({ theme }) => theme.space.xxxl};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

interface PromotionData {
  promotion: Promotion;
  /** The dishes it is about, in its order, as cards. */
  dishes: CatalogProduct[];
}

/** `/promotions/{slug}`: one promotion, and the dishes it is about. */
export const Component = observer(function PromotionPage() {
  const intl = useIntl();
  const { promotion, dishes } = useLoaderData() as PromotionData;
  const locale = useLocale();
  const { clock } = useStores();
  return (
    <Page title={promotion.title}>
      <PromotionDetails
        promotion={promotion}
        localeTag={LOCALE_INFO[locale].tag}
        today={clock.now().toISOString().slice(0, 10)}
      />
      {dishes.length > 0 && (
        <Dishes aria-labelledby="promotion-dishes">
          <h2 id="promotion-dishes">{intl.formatMessage(promotionDishesTitle)}</h2>
          <ProductGrid products={dishes} />
        </Dishes>
      )}
    </Page>
  );
});

export async function loader(args: LoaderFunctionArgs): Promise<PromotionData> {
  const { promotion } = await promotionLoader(args);
  return { promotion, dishes: (await promotionDishes(args, promotion)).map(toCatalogProduct) };
}

export const handle: RouteHandle<PromotionData | undefined> = {
  head: ({ data }) =>
    data
      ? {
          title: data.promotion.title,
          description: data.promotion.description,
          // An uploaded picture is the page's largest paint: fetch it with the document (a drawn one is inline).
          preloadImages: data.promotion.image
            ? [preloadOf(kitImage(data.promotion.image, PROMOTION_BANNER_SIZES))]
            : undefined,
        }
      : {},
};
