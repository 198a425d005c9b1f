import { useEffect, useRef } from 'react';
import { viewItemList, type EcommerceItemInput, type ItemList } from '../../services/ecommerce';
import { useStores } from '../../stores/StoresProvider';

/** GA4 allows 200 items per event. */
const MAX_ITEMS = 200;

/**
 * Sends `view_item_list` once for each list the shopper sees: again when the list changes (another
 * category, another filter), never on a re-render of the same list.
 */
export function useViewItemList(list: ItemList, items: readonly EcommerceItemInput[]): void {
  const { analytics } = useStores();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    const key = `${list.id}|${items.map((item) => item.id).join(',')}`;
    if (sent.current === key || items.length === 0) return;
    sent.current = key;
    analytics.push(viewItemList(list, items.slice(0, MAX_ITEMS)));
  }, [analytics, list, items]);
}
