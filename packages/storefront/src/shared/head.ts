import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { UIMatch } from 'react-router-dom';
import type { Locale } from '../i18n/locales';

/**
 * An image to fetch before the browser meets its `<img>`: the page's Largest Contentful Paint. `srcSet`
 * and `sizes` must be the `<img>`'s own, or the browser would fetch one file for the preload and another
 * for the image.
 */
export interface PreloadImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  /** The files' type when not every browser decodes it (`image/avif`): the others skip the preload. */
  type?: string;
}

/** What a route says about its page's `<head>`: a title (the brand name is added) and a description. */
export interface PageHead {
  title?: string;
  description?: string;
  noindex?: boolean;
  /** The image the page's first screen is judged by (its LCP element), preloaded with high priority. */
  preloadImages?: PreloadImage[];
}

export interface HeadArgs<Data = unknown> {
  intl: IntlShape;
  data: Data;
  locale: Locale;
  brandName: string;
  /** The requested URL: a page whose first screen depends on its query (the menu filters) reads it. */
  url: URL;
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
  return {
    title,
    description: head.description ?? fallbackDescription,
    noindex: head.noindex ?? false,
    // Only fetched files are worth preloading: a data: URI is already in the document.
    preloadImages: (head.preloadImages ?? []).filter(
      (image) => /^(https?:)?\/\//.test(image.src) || image.src.startsWith('/'),
    ),
  };
}
