/** Favourites and the recently viewed list (spec §4): plain lists of product ids, kept in browser storage. */

export const VIEWED_CAPACITY = 8;

const isId = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) > 0;

/** Present → removed, absent → added at the end. */
export function toggleId(list: readonly number[], id: number): number[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

/** To the front, moving it if already there; at capacity the oldest (last) goes first. */
export function pushViewed(
  list: readonly number[],
  id: number,
  capacity = VIEWED_CAPACITY,
): number[] {
  return [id, ...list.filter((x) => x !== id)].slice(0, capacity);
}

/** A stored id list; anything malformed gives an empty list (spec §8). Duplicates are dropped. */
export function parseIdList(value: unknown, capacity = Infinity): number[] {
  if (!Array.isArray(value) || !value.every(isId)) return [];
  return [...new Set(value)].slice(0, capacity);
}
