import { AuthStore } from './AuthStore';
import { useStores } from './StoresProvider';

/**
 * The sign-in's store, created the first time a sign-in modal or the profile form asks for it: its module
 * (the phone rules, the code and profile steps, ~1.3 kB gzipped) comes with their chunks instead of every
 * page's first load. The RootStore names the class only as a type, and this hook hands it over.
 */
export function useAuth(): AuthStore {
  return useStores().authWith(AuthStore);
}
