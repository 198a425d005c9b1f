import { useIntl } from 'react-intl';
import { staticHead, type RouteHandle } from '../../shared/head';
import { PaymentFailureView } from '../../features/payment/PaymentFailureView';
import { pageMessages } from '../messages';

export function Component() {
  const intl = useIntl();
  return <PaymentFailureView title={intl.formatMessage(pageMessages.paymentFailure.title)} />;
}

export const handle: RouteHandle = {
  head: staticHead(pageMessages.paymentFailure.title, pageMessages.paymentFailure.description),
};
