import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { menuSearchParams, parseMenuQuery, type MenuQuery } from './menuFilters';

/**
 * The menu's search, filters and sort, read from and written to the URL query. `replace` is for typing
 * in the search (one history entry per search, not per key).
 */
export function useMenuQuery(): [MenuQuery, (next: MenuQuery, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseMenuQuery(params), [params]);
  const setQuery = useCallback(
    (next: MenuQuery, { replace = false } = {}) =>
      setParams((current) => menuSearchParams(next, current), { replace, preventScrollReset: true }),
    [setParams],
  );
  return [query, setQuery];
}
