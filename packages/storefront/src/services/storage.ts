/**
 * Browser storage behind a small interface, so stores keep the cart, favourites and viewed lists the same
 * way in the browser (localStorage), on the server and in tests (memory).
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A Map-backed storage: the server's (nothing persists between requests) and the tests'. */
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

/**
 * Web Storage that never throws. Reading `window.localStorage` itself throws where storage is blocked
 * (Safari private mode of old, disabled cookies, sandboxed frames) and `setItem` throws when the quota is
 * full; the shop must keep working then, so this falls back to memory for the rest of the tab's life.
 */
export function createWebStorage(getStorage: () => Storage): KeyValueStorage {
  const fallback = createMemoryStorage();
  let storage: Storage | null;
  try {
    storage = getStorage();
  } catch {
    storage = null;
  }
  const attempt = <T>(operation: (s: Storage) => T, otherwise: () => T): T => {
    if (!storage) return otherwise();
    try {
      return operation(storage);
    } catch {
      return otherwise();
    }
  };
  return {
    getItem: (key) =>
      attempt(
        (s) => s.getItem(key),
        () => fallback.getItem(key),
      ),
    setItem: (key, value) => {
      fallback.setItem(key, value);
      attempt(
        (s) => s.setItem(key, value),
        () => undefined,
      );
    },
    removeItem: (key) => {
      fallback.removeItem(key);
      attempt(
        (s) => s.removeItem(key),
        () => undefined,
      );
    },
  };
}

export const createLocalStorage = (): KeyValueStorage => createWebStorage(() => window.localStorage);
export const createSessionStorage = (): KeyValueStorage => createWebStorage(() => window.sessionStorage);

/** A JSON value from storage, or undefined when it is missing or not JSON (the caller validates the shape). */
export function readJson(storage: KeyValueStorage, key: string): unknown {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  storage.setItem(key, JSON.stringify(value));
}
