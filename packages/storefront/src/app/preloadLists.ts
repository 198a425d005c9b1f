/**
 * The preload lists of the shop's lazily loaded modules (issue 18). A page, an overlay or a part hydrated
 * later is a chunk that imports other chunks, which import others: left to itself the browser discovers
 * them one import level at a time, 4–6 round trips deep for the menu page. Vite prevents that by writing,
 * beside each dynamic import, the list of chunks to preload with it — into the chunk that makes the import,
 * so the first load carried the lists of every page and overlay of the shop (~2,500 B gzip, for modules the
 * first screen never opens). The browser build writes them into one file instead,
 * `assets/preloads-<build id>.json` (vite.config.ts, `preloadListsAfterHydration`), which the app fetches
 * once hydration has begun (`startPreloadLists`); the build wraps each dynamic import of the app's modules
 * in `lazyImport(key, load)`, which preloads the module's list before importing it.
 *
 * Until the file is requested (the imports that hydration itself makes: the page's route module and its
 * words, which the server has preloaded already) an import goes ahead at once. While it is on its way an
 * import waits for it, at most `MAX_WAIT_MS`; if it never comes, the imports still work, level by level.
 */

/** Module (its build manifest key, `src/pages/MenuPage.tsx`) → the files to preload with it. */
export type PreloadLists = Readonly<Record<string, readonly string[]>>;

/** How long an import waits for the lists once they have been requested. */
export const MAX_WAIT_MS = 3000;

/** The file the browser build writes the lists to (`preloadListsAfterHydration` in vite.config.ts). */
export const preloadListsUrl = (buildId: string) => `/assets/preloads-${buildId}.json`;

interface State {
  lists: PreloadLists | null;
  /** Set once the lists have been asked for; settles (never rejects) when they came or could not. */
  loading: Promise<void> | null;
  /** Files asked for by a list already. */
  requested: Set<string>;
  nonce: string | undefined;
}

const state: State = { lists: null, loading: null, requested: new Set(), nonce: undefined };

/**
 * Fetches the lists once (later calls return the same promise), at low priority: nothing of the first screen
 * waits on them. `nonce`: the page's CSP nonce, which the preload links carry.
 */
export function startPreloadLists(url: string, nonce?: string, fetcher: typeof fetch = fetch): Promise<void> {
  state.nonce = nonce;
  state.loading ??= fetcher(url, { priority: 'low' } as RequestInit)
    .then((response) => (response.ok ? (response.json() as Promise<PreloadLists>) : null))
    .then(
      (lists) => {
        state.lists = lists;
      },
      () => undefined,
    );
  return state.loading;
}

/**
 * Imports a module of the app with its preload list. The build writes this call around the app's dynamic
 * imports: `import('./pages/MenuPage')` becomes `lazyImport('src/pages/MenuPage.tsx', () => import(…))`.
 */
export async function lazyImport<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (!state.lists && state.loading) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, MAX_WAIT_MS);
    });
    await Promise.race([state.loading, timeout]);
    clearTimeout(timer);
  }
  const files = state.lists?.[key];
  if (files) preload(files);
  return load();
}

/**
 * Adds a `modulepreload` link for each file not asked for yet, so that all of them download at once. (A file
 * the page has already is not fetched again: the browser's module map keeps it.)
 */
function preload(files: readonly string[]) {
  for (const href of files) {
    if (state.requested.has(href)) continue;
    state.requested.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    if (state.nonce) link.nonce = state.nonce;
    document.head.append(link);
  }
}

/** Tests: forgets the lists, the request and the files asked for. */
export function resetPreloadLists(): void {
  Object.assign(state, { lists: null, loading: null, requested: new Set(), nonce: undefined });
}
