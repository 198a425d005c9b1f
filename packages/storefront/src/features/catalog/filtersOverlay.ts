import { lazyOverlay } from '../../shared/lazyOverlay';

/**
 * The filters modal (Radix Dialog) loads when it first opens, preloaded as the pointer or focus reaches the
 * Filters button: the menu's first load carries no dialog code.
 */
export const FiltersOverlay = lazyOverlay(['filters'], () =>
  import('./FiltersModal').then((module) => module.FiltersModal),
);
