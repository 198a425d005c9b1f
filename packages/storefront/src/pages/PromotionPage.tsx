import { observer } from 'mobx-react-lite';
import { useLoaderData } from 'react-router-dom';
import type { RouteHandle } from '../shared/head';
import { useLocale } from '../shared/LocaleContext';
import { Page } from '../features/page/Page';
import { promotionLoader } from '../features/promotions/loaders';
import { PromotionDetails } from '../features/promotions/PromotionDetails';
import { LOCALE_INFO } from '../i18n/locales';
import { useStores } from '../stores/StoresProvider';

type PromotionData = Awaited<ReturnType<typeof promotionLoader>>;

/** `/promotions/{slug}`: one promotion. */
export const Component = observer(function PromotionPage() {
  const { promotion } = useLoaderData() as PromotionData;
  const locale = useLocale();
  const { clock } = useStores();
  return (
    <Page title={promotion.title}>
      <PromotionDetails
        promotion={promotion}
        localeTag={LOCALE_INFO[locale].tag}
        today={clock.now().toISOString().slice(0, 10)}
      />
    </Page>
  );
});

export const loader = promotionLoader;
export const handle: RouteHandle<PromotionData | undefined> = {
  head: ({ data }) => (data ? { title: data.promotion.title, description: data.promotion.description } : {}),
};
