/** A page number to link to, or a run of left-out pages shown as an ellipsis. */
export type PageItem = number | 'gap';

/**
 * The page links around the current one: always the first and the last, the current with `siblings`
 * either side, and a gap where pages are left out. A gap never stands for a single page (that page is
 * shown instead), so a list of a given length never jumps around. A current page outside the range
 * is clamped; one page or none gives nothing to show.
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
