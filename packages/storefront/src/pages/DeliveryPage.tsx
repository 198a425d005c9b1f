import { useIntl } from 'react-intl';
import { staticHead, type RouteHandle } from '../shared/head';
import { DeliveryInfo } from '../features/info/DeliveryInfo';
import { infoMessages } from '../features/info/messages';
import { Page } from '../features/page/Page';
import { pageMessages } from './messages';

/** `/delivery`: areas, fees, minimum order, free delivery, hours, payment — from the shell's dictionaries. */
export function Component() {
  const intl = useIntl();
  return (
    <Page title={intl.formatMessage(pageMessages.delivery.title)} lead={intl.formatMessage(infoMessages.lead)}>
      <DeliveryInfo />
    </Page>
  );
}

export const handle: RouteHandle = { head: staticHead(pageMessages.delivery.title, pageMessages.delivery.description) };
