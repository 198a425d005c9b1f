import { createContext, use, type ReactNode } from 'react';
import type { RootStore } from './RootStore';

const StoresContext = createContext<RootStore | null>(null);

/** Shares the request's (server) or the tab's (browser) RootStore with the tree. */
export function StoresProvider({ stores, children }: { stores: RootStore; children?: ReactNode }) {
  return <StoresContext value={stores}>{children}</StoresContext>;
}

/** The RootStore of the nearest StoresProvider; components that read it are `observer`. */
export function useStores(): RootStore {
  const stores = use(StoresContext);
  if (!stores) throw new Error('useStores needs a <StoresProvider> above it');
  return stores;
}
