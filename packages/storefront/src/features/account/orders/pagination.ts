/**
 * The order history's pages live in the URL (`?page=3`), so every page is server-rendered and
 * linkable. This is reading the page from the query; which links to show is the kit's `pageItems`
 * (`Pagination`).
 */

/** The API's highest page number. */
export const MAX_PAGE = 10_000;

/** `?page=` as a page number: an integer from 1 to 10 000, else 1 (a typo never makes an error page). */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d{1,5}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}
