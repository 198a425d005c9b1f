import { useIntl } from 'react-intl';
import { staticHead, type RouteHandle } from '../shared/head';
import { ContactsInfo } from '../features/info/ContactsInfo';
import { infoMessages } from '../features/info/messages';
import { Page } from '../features/page/Page';
import { pageMessages } from './messages';

/** `/contacts`: phone, email, restaurants with hours, socials — from the shell's dictionaries. */
export function Component() {
  const intl = useIntl();
  return (
    <Page title={intl.formatMessage(pageMessages.contacts.title)} lead={intl.formatMessage(infoMessages.orderByPhone)}>
      <ContactsInfo />
    </Page>
  );
}

export const handle: RouteHandle = { head: staticHead(pageMessages.contacts.title, pageMessages.contacts.description) };
