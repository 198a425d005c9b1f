import type { MessageDescriptor } from 'react-intl';
import type { RouteHandle } from '../../shared/head';

/** An account page's head: its title and description, never indexed (the page is the shopper's own). */
export function accountHead(title: MessageDescriptor, description: MessageDescriptor): RouteHandle['head'] {
  return ({ intl }) => ({
    title: intl.formatMessage(title),
    description: intl.formatMessage(description),
    noindex: true,
  });
}
