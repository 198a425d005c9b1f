/**
 * Is a newer build out? (spec §4: the app compares the latest build id with its own.) Pure parts here,
 * tested in Node; the hook wires them to timers and the window.
 */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60_000;
/** Spec §9: no second reload within 10 s, so a bad deploy cannot make a reload loop. */
export const RELOAD_GUARD_MS = 10_000;
export const LAST_RELOAD_KEY = 'nori:lastReload';

export async function fetchLatestBuildId(fetchImpl: typeof fetch = fetch, now = Date.now()): Promise<string | null> {
  try {
    const response = await fetchImpl(`/_app/builds/latest.json?t=${now}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { id?: unknown };
    return typeof body.id === 'string' ? body.id : null;
  } catch {
    return null;
  }
}

export function isNewBuild(current: string, latest: string | null): boolean {
  return latest !== null && latest !== current && current !== 'dev';
}

/** Whether a reload is allowed now, given when the last one happened (ms since epoch, or null). */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= RELOAD_GUARD_MS;
}
