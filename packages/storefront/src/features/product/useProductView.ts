import { when } from 'mobx';
import { useEffect } from 'react';
import { viewItem, type EcommerceItemInput } from '../../services/ecommerce';
import { useStores } from '../../stores/StoresProvider';

/**
 * A product page was seen: `view_item` reaches the data layer and the product goes to the front of the
 * recently viewed list (spec §4), once per product. The list is added to only after it came back from
 * browser storage: on a fresh page load this effect runs before the app's restore, and adding first
 * would overwrite the stored list with this one product.
 */
export function useProductView({ id, name, price, category }: EcommerceItemInput & { id: number }): void {
  const { user, analytics } = useStores();
  useEffect(() => {
    analytics.push(viewItem({ id, name, price, category }));
    return when(
      () => user.restored,
      () => user.addViewed(id),
    );
  }, [user, analytics, id, name, price, category]);
}
