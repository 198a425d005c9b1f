/**
 * What every follower of the API's live streams (Server-Sent Events) does when the browser gives up on one (an
 * error answer: a 401, a proxy's 502 while the API restarts): it opens a new one itself, after these delays,
 * from the last event it heard. The shop's order follower and the back office's board share them.
 */

/** Delays before opening a stream again after the browser gave up, one per attempt, the last repeated. */
export const STREAM_RETRY_MS: readonly number[] = [1_000, 3_000, 10_000, 30_000];

/** The delay before attempt `attempt` (0 first). */
export const retryDelay = (attempt: number, delays: readonly number[] = STREAM_RETRY_MS): number =>
  delays[Math.min(attempt, delays.length - 1)] ?? 0;

/**
 * A stream's address from the last event heard: `?last_event_id=`, the API's form for clients that cannot send
 * the `Last-Event-ID` header (a new EventSource cannot). Unchanged when nothing was heard yet.
 */
export const withLastEventId = (url: string, id: string): string =>
  id ? `${url}${url.includes('?') ? '&' : '?'}last_event_id=${encodeURIComponent(id)}` : url;
