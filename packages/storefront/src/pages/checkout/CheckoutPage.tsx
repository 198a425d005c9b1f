import { type RouteHandle } from '../../shared/head';
import { CheckoutView } from '../../features/checkout/CheckoutView';
import { pageMessages } from '../messages';

export function Component() {
  return <CheckoutView />;
}

export const handle: RouteHandle = {
  head: ({ intl }) => ({
    title: intl.formatMessage(pageMessages.checkout.title),
    description: intl.formatMessage(pageMessages.checkout.description),
    noindex: true,
  }),
};
