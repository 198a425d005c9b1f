import { useIntl } from 'react-intl';
import { staticHead, type RouteHandle } from '../../shared/head';
import { PaymentSuccessView } from '../../features/payment/PaymentSuccessView';
import { pageMessages } from '../messages';

export function Component() {
  const intl = useIntl();
  return <PaymentSuccessView title={intl.formatMessage(pageMessages.paymentSuccess.title)} />;
}

export const handle: RouteHandle = {
  head: staticHead(pageMessages.paymentSuccess.title, pageMessages.paymentSuccess.description),
};
