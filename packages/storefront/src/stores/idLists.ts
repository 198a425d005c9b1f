/** Favourites and the recently viewed list (spec §4): plain lists of product ids, kept in browser storage. */

export const VIEWED_CAPACITY = 8;

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** Present → removed, absent → added at the end. */
export function toggleId(list: readonly number[], id: number): number[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id];
}

/** To the front, moving it if already there; at capacity the oldest (last) goes first. */
export function pushViewed(list: readonly number[], id: number, capacity = VIEWED_CAPACITY): number[] {
  return [id, ...list.filter((x) => x !== id)].slice(0, capacity);
}

/** A stored id list; anything malformed gives an empty list (spec §8). Duplicates are dropped. */
export function parseIdList(value: unknown, capacity = Infinity): number[] {
  if (!Array.isArray(value) || !value.every(isId)) return [];
  return [...new Set(value)].slice(0, capacity);
}

/**
 * Sign-in (favourites): the server's list and this browser's become their union: the server's ids in
 * its order, then the browser's that it lacks, in theirs. Nothing is lost from either side.
 */
export function mergeIdLists(server: readonly number[], local: readonly number[]): number[] {
  return [...new Set([...server, ...local])];
}

/** The same ids in the same order. */
export const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);
