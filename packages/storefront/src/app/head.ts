import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { UIMatch } from 'react-router-dom';
import type { Locale } from '../i18n/locales';

/** What a route says about its page's `<head>`: a title (the brand name is added) and a description. */
export interface PageHead {
  title?: string;
  description?: string;
  noindex?: boolean;
}

export interface HeadArgs<Data = unknown> {
  intl: IntlShape;
  data: Data;
  locale: Locale;
  brandName: string;
}

/** A route's `handle`: `{ head }` (and the locale root's `{ locale }`). */
export interface RouteHandle<Data = unknown> {
  head?: (args: HeadArgs<Data>) => PageHead;
  locale?: Locale;
}

/** A `head` from two messages, for pages whose head does not depend on their data. */
export function staticHead(title: MessageDescriptor, description: MessageDescriptor): RouteHandle['head'] {
  return ({ intl }) => ({ title: intl.formatMessage(title), description: intl.formatMessage(description) });
}

/** The deepest matched route's head, with the brand in the title: "Menu — Nori Sushi". */
export function resolveHead(matches: readonly UIMatch[], args: Omit<HeadArgs, 'data'>, fallbackDescription: string) {
  let head: PageHead = {};
  for (const match of matches) {
    const handle = match.handle as RouteHandle | undefined;
    if (handle?.head) head = handle.head({ ...args, data: match.data });
  }
  const title = head.title ? `${head.title} — ${args.brandName}` : args.brandName;
  return { title, description: head.description ?? fallbackDescription, noindex: head.noindex ?? false };
}
