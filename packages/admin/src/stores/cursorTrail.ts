// Newest-first lists paged by a cursor (`before` = the id to page from, `next_before` = the next, older page's
// cursor) can only go older; the way back to newer pages is remembered here as the pages are seen. Kept by
// cursor, not as a stack, so the browser's Back and Forward (which change the cursor under the store) and a
// shared link to an older page (whose newer page is then the first) all still work.

/** The first page's cursor: none. */
export type Cursor = number | null;

export class CursorTrail {
  private readonly newer = new Map<number, Cursor>();

  /** A page shown from `before` said the older page starts at `nextBefore`. */
  saw(before: Cursor, nextBefore: Cursor) {
    if (nextBefore !== null) this.newer.set(nextBefore, before);
  }

  /** The cursor of the page before this one (newer), or null for the first page. */
  newerThan(before: Cursor): Cursor {
    if (before === null) return null;
    return this.newer.get(before) ?? null;
  }

  /** Filters changed: other pages, other cursors. */
  clear() {
    this.newer.clear();
  }
}
