import type { Key } from 'react';

export type SortDirection = 'ascending' | 'descending';

/** Which column the rows are sorted by (its `sortKey`) and which way. */
export interface TableSort {
  key: string;
  direction: SortDirection;
}

/**
 * The sort after a click on a column's header: a new column starts ascending, the sorted one flips.
 * There is no third "unsorted" click: a list always has some order, and the app's default is the
 * first thing a person sees, so going back to it is a reload or another column away.
 */
export function nextSort(current: TableSort | null | undefined, key: string): TableSort {
  if (current?.key !== key) return { key, direction: 'ascending' };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/**
 * The rows in the order to show. With a comparator (the sorted column's `compare`) they are sorted
 * here, stably, and reversed for `descending`; without one they are shown as given: the app sorted
 * them (on the server, for paged lists).
 */
export function sortRows<Row>(
  rows: readonly Row[],
  sort: TableSort | null | undefined,
  compare: ((a: Row, b: Row) => number) | undefined,
): readonly Row[] {
  if (!sort || !compare) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => sign * compare(a.row, b.row) || a.index - b.index)
    .map(({ row }) => row);
}

/** What the "select all" box shows for the rows on screen. */
export type SelectAllState = 'none' | 'some' | 'all';

export function selectAllState(rowKeys: readonly Key[], selected: readonly Key[]): SelectAllState {
  if (rowKeys.length === 0) return 'none';
  const chosen = new Set(selected);
  const count = rowKeys.filter((key) => chosen.has(key)).length;
  return count === 0 ? 'none' : count === rowKeys.length ? 'all' : 'some';
}

/**
 * The selection after "select all" is toggled: when every row on screen is selected it clears them,
 * otherwise (none or some) it selects them all. Keys of rows not on screen (other pages) are kept.
 */
export function toggleAll(rowKeys: readonly Key[], selected: readonly Key[]): Key[] {
  const onScreen = new Set(rowKeys);
  const others = selected.filter((key) => !onScreen.has(key));
  return selectAllState(rowKeys, selected) === 'all' ? others : [...others, ...rowKeys];
}

/** The selection with one row added or removed. */
export function toggleRow(key: Key, selected: readonly Key[], checked: boolean): Key[] {
  const rest = selected.filter((item) => item !== key);
  return checked ? [...rest, key] : rest;
}
