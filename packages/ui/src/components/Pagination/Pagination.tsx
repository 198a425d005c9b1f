import type { ElementType, HTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useKitMessages } from '../../intl/KitIntl';
import { Icon } from '../Icon/Icon';
import { Gap, Nav, PageButton, PageLink, Row, Where } from './Pagination.styles';
import { pageItems } from './pageItems';

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are; with one or none the component renders nothing. */
  pageCount: number;
  /** The address of a page: the pages become links (`<a href>`), which work before or without JavaScript. @default none: buttons calling `onPageChange` */
  getHref?: (page: number) => string;
  /** Called with the page chosen. Without `getHref` the pages are buttons and this is how the app turns them; with it, it is called on a link's click as well. @default none */
  onPageChange?: (page: number) => void;
  /** The app's router link (e.g. react-router's `Link`) to render the links through; it receives the address as `to` as well as `href`. @default a plain `<a>` */
  linkAs?: ElementType;
  /** Pages shown either side of the current one. @default 1 */
  siblings?: number;
  /** The name of the navigation landmark: say what is paged ("Pages of the order history"). @default the kit's `pagination.label` */
  'aria-label'?: string;
  /** The text of the link to the page before, when "Previous" is not the best word ("Newer orders"). @default the kit's `pagination.previous` */
  previousLabel?: ReactNode;
  /** The text of the link to the page after ("Older orders"). @default the kit's `pagination.next` */
  nextLabel?: ReactNode;
  /** Shows "Page 2 of 5" under the links. @default true */
  showSummary?: boolean;
}

/**
 * Pages of a list: the page before, numbered pages with gaps (`pageItems`), the page after, and which
 * page of how many is shown. With `getHref` every page is a link, so a server-rendered list (the shop's
 * order history at `?page=3`) pages without JavaScript; the links before and after are left out at the
 * edges and carry `rel="prev"`/`"next"`. With only `onPageChange` they are buttons; the ones before and
 * after stay at the edges with `aria-disabled`, so focus is not lost when the last page is reached.
 * The current page has `aria-current="page"`; each number is named "Page N" from the kit's labels.
 */
export function Pagination({
  page,
  pageCount,
  getHref,
  onPageChange,
  linkAs,
  siblings = 1,
  'aria-label': ariaLabel,
  previousLabel,
  nextLabel,
  showSummary = true,
  ...rest
}: PaginationProps) {
  const t = useKitMessages();
  const items = pageItems(page, pageCount, siblings);
  if (items.length === 0) return null;
  const current = Math.min(Math.max(1, page), pageCount);

  const control = (target: number, content: ReactNode, props: Record<string, unknown>, edge = false) => {
    if (getHref) {
      const href = getHref(target);
      return (
        <PageLink
          as={linkAs}
          href={href}
          {...(linkAs ? { to: href } : {})}
          onClick={onPageChange && (() => onPageChange(target))}
          {...props}
        >
          {content}
        </PageLink>
      );
    }
    const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
      if (edge || target === current) return event.preventDefault();
      onPageChange?.(target);
    };
    return (
      // aria-disabled rather than disabled: the button keeps focus when the edge is reached.
      <PageButton type="button" aria-disabled={edge || undefined} onClick={handleClick} {...props}>
        {content}
      </PageButton>
    );
  };

  const atStart = current <= 1;
  const atEnd = current >= pageCount;
  return (
    <Nav aria-label={ariaLabel ?? t('pagination.label')} {...rest}>
      <Row>
        {!(getHref && atStart) && (
          <li>
            {control(
              current - 1,
              <>
                <Icon name="chevron-left" size={18} />
                {previousLabel ?? t('pagination.previous')}
              </>,
              { rel: getHref ? 'prev' : undefined },
              atStart,
            )}
          </li>
        )}
        {items.map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ) : (
            <li key={item}>
              {control(item, item, {
                'aria-label': t('pagination.page', { page: item }),
                'aria-current': item === current ? 'page' : undefined,
              })}
            </li>
          ),
        )}
        {!(getHref && atEnd) && (
          <li>
            {control(
              current + 1,
              <>
                {nextLabel ?? t('pagination.next')}
                <Icon name="chevron-right" size={18} />
              </>,
              { rel: getHref ? 'next' : undefined },
              atEnd,
            )}
          </li>
        )}
      </Row>
      {showSummary && <Where>{t('pagination.pageOf', { page: current, count: pageCount })}</Where>}
    </Nav>
  );
}
