import { useIntl } from 'react-intl';
import { useLoaderData } from 'react-router-dom';
import { staticHead, type RouteHandle } from '../shared/head';
import { Page } from '../features/page/Page';
import { promotionsLoader } from '../features/promotions/loaders';
import { promotionMessages } from '../features/promotions/messages';
import { PromotionList } from '../features/promotions/PromotionList';
import { pageMessages } from './messages';

/** `/promotions`: the promotions running now. */
export function Component() {
  const intl = useIntl();
  const { promotions } = useLoaderData() as Awaited<ReturnType<typeof promotionsLoader>>;
  return (
    <Page
      title={intl.formatMessage(pageMessages.promotions.title)}
      lead={promotions.length === 0 ? intl.formatMessage(promotionMessages.none) : undefined}
    >
      <PromotionList promotions={promotions} location="promotions" />
    </Page>
  );
}

export const loader = promotionsLoader;
export const handle: RouteHandle = {
  head: staticHead(pageMessages.promotions.title, pageMessages.promotions.description),
};
