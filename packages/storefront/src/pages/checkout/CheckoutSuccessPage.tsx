import { useIntl } from 'react-intl';
import { staticHead, type RouteHandle } from '../../shared/head';
import { CheckoutSuccessView } from '../../features/checkout/CheckoutSuccessView';
import { pageMessages } from '../messages';

export function Component() {
  const intl = useIntl();
  return (
    <CheckoutSuccessView
      title={intl.formatMessage(pageMessages.checkoutSuccess.title)}
      lead={intl.formatMessage(pageMessages.checkoutSuccess.description)}
    />
  );
}

export const handle: RouteHandle = {
  head: staticHead(pageMessages.checkoutSuccess.title, pageMessages.checkoutSuccess.description),
};
