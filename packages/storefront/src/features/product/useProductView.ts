import { useEffect, useRef } from 'react';
import { viewItem, type EcommerceItemInput } from '../../services/ecommerce';
import { useStores } from '../../stores/StoresProvider';

/**
 * A product page was seen: it goes to the front of the recently viewed list (spec §4) and `view_item`
 * reaches the data layer, once per product (not on every re-render, again on another product).
 */
export function useProductView(item: EcommerceItemInput & { id: number }): void {
  const { user, analytics } = useStores();
  const seen = useRef<number | null>(null);
  useEffect(() => {
    if (seen.current === item.id) return;
    seen.current = item.id;
    user.addViewed(item.id);
    analytics.push(viewItem(item));
  }, [user, analytics, item]);
}
