import { AttentionStore } from './AttentionStore';
import { useStores } from './StoresProvider';

/**
 * The attention popup's store, created the first time the popup or the cookie banner asks for it (the shell
 * arms it at the first interaction: `attentionWith`). The RootStore names the class only as a type.
 */
export function useAttention(): AttentionStore {
  return useStores().attentionWith(AttentionStore);
}
