import { Spinner } from '@nori/ui';
import { useIntl } from 'react-intl';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { staticHead, type RouteHandle } from '../../shared/head';
import { loaderDeps } from '../../shared/loaderContext';
import { Page } from '../../features/page/Page';
import { verifyPaymentReturn } from '../../features/payment/paymentReturn';
import { pageMessages } from '../messages';

/** The provider's return: verified with the API on the server, then a redirect (never rendered then). */
export function loader({ request, context }: LoaderFunctionArgs) {
  return verifyPaymentReturn(request, loaderDeps(context));
}

export function Component() {
  const intl = useIntl();
  return (
    <Page
      title={intl.formatMessage(pageMessages.paymentReturn.title)}
      lead={intl.formatMessage(pageMessages.paymentReturn.description)}
    >
      <Spinner />
    </Page>
  );
}

export const handle: RouteHandle = {
  head: staticHead(pageMessages.paymentReturn.title, pageMessages.paymentReturn.description),
};
