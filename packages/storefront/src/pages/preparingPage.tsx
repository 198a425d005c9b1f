import { ButtonLink } from '@nori/ui';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { LocalLink } from '../shared/LocalLink';
import { paths } from '../shared/paths';
import { staticHead, type RouteHandle } from '../shared/head';
import { Page } from '../features/page/Page';
import { pageMessages } from './messages';

/**
 * A route module for a page whose content lands later: its own head and heading inside its layout,
 * never a blank page.
 */
export function preparingPage(messages: { title: MessageDescriptor; description: MessageDescriptor }) {
  function Component() {
    const intl = useIntl();
    return (
      <Page title={intl.formatMessage(messages.title)} lead={intl.formatMessage(pageMessages.preparing.text)}>
        <ButtonLink as={LocalLink} to={paths.menu()} variant="secondary" icon="menu">
          {intl.formatMessage(pageMessages.preparing.toMenu)}
        </ButtonLink>
      </Page>
    );
  }
  const handle: RouteHandle = { head: staticHead(messages.title, messages.description) };
  return { Component, handle };
}
