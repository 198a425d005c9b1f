/**
 * The order history's pages live in the URL (`?page=3`), so every page is server-rendered and
 * linkable. These are the pure rules: reading the page from the query and which links to show.
 */

/** The API's highest page number. */
export const MAX_PAGE = 10_000;

/** `?page=` as a page number: an integer from 1 to 10 000, else 1 (a typo never makes an error page). */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d{1,5}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

export type PageItem = number | 'gap';

/**
 * The page links around the current one: always the first and the last, the current with `siblings`
 * either side, and a gap where pages are left out. A gap never stands for a single page (that page is
 * shown instead), so the list of a given length never jumps around.
 */
export function pageItems(current: number, last: number, siblings = 1): PageItem[] {
  if (last <= 1) return [];
  const page = Math.min(Math.max(1, current), last);
  const from = Math.max(2, page - siblings);
  const to = Math.min(last - 1, page + siblings);
  const items: PageItem[] = [1];
  if (from === 3) items.push(2);
  else if (from > 3) items.push('gap');
  for (let n = from; n <= to; n++) items.push(n);
  if (to === last - 2) items.push(last - 1);
  else if (to < last - 2) items.push('gap');
  items.push(last);
  return items;
}
