import { createContext, useContext } from 'react';
import type { RootStore } from '../stores/RootStore';

/** The tab's RootStore, given by <App>. */
export const StoreContext = createContext<RootStore | null>(null);

export function useStores(): RootStore {
  const stores = useContext(StoreContext);
  if (!stores) throw new Error('useStores outside <App>');
  return stores;
}
