import { useEffect, useState } from 'react';
import type { Product } from '../api';
import { useLocale } from './LocaleContext';
import { useStores } from '../stores/StoresProvider';

/**
 * The products with these ids, fetched in the browser in the page's language and kept in the ids'
 * order; ids the catalog no longer has are left out. `null` until the first answer.
 */
export function useProductsByIds(ids: readonly number[]): Product[] | null {
  const { api } = useStores();
  const locale = useLocale();
  const key = ids.join(',');
  const [answer, setAnswer] = useState<{ key: string; locale: string; products: Product[] } | null>(null);

  useEffect(() => {
    if (!key) return;
    let current = true;
    api.catalog
      .getProductsByIds(key.split(',').map(Number))
      .then((products) => current && setAnswer({ key, locale, products }))
      .catch(() => current && setAnswer({ key, locale, products: [] }));
    return () => {
      current = false;
    };
  }, [api, key, locale]);

  if (!key) return [];
  if (!answer) return null;
  const byId = new Map(answer.products.map((product) => [product.id, product]));
  return ids.map((id) => byId.get(id)).filter((product): product is Product => product !== undefined);
}
