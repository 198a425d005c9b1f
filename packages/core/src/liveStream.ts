/**
 * What every follower of the API's live streams (Server-Sent Events) does when the browser gives up on one (an
 * error answer: a 401, a proxy's 502 while the API restarts): it opens a new one itself, after these delays
 * (drawn a little short of them, so that every page that lost the same API does not come back in the same
 * second), from the last event it heard; and how the API's heartbeat lets it notice a stream that died without a
 * word. The follower itself is `streamFollower.ts`.
 */

/**
 * How often the API says something on every open stream when nothing else happens: keeps proxies from closing an
 * idle connection, and tells the follower the connection still carries (see STREAM_SILENCE_MS).
 */
export const STREAM_HEARTBEAT_MS = 25_000;

/**
 * The heartbeat's event name (`event: ping`, `data: {}`). An event rather than an SSE comment because a comment
 * never reaches JavaScript, so a follower could not tell a quiet stream from a dead one. It carries no `id:`: the
 * browser's Last-Event-ID stays on the last real event, so a reconnection replays from there.
 */
export const STREAM_PING_EVENT = 'ping';

/**
 * A stream that looks open but has said nothing this long is taken for dead (issue 30: a router restarts, the
 * Wi-Fi roams: no FIN or RST reaches the browser, EventSource stays OPEN and the page stays `online`). A live
 * stream is never quiet for more than one heartbeat; two, so that a ping that comes late (a busy API process, a
 * proxy flushing late, a phone's busy main thread) is never taken for a death, plus 10 s for the timers at both
 * ends running late: 60 s. Longer would leave a kitchen's board on a dead stream longer, for nothing.
 */
export const STREAM_SILENCE_MS = 2 * STREAM_HEARTBEAT_MS + 10_000;

/** Delays before opening a stream again after the browser gave up, one per attempt, the last repeated. */
export const STREAM_RETRY_MS: readonly number[] = [1_000, 3_000, 10_000, 30_000];

/**
 * How far short of its table value a drawn delay may fall: 0.5 → anywhere from half the delay to all of it.
 * When the API restarts, every board and every order page loses its stream at the same instant; drawn delays
 * spread their return over that range instead of sending them all back together, each attempt of each page.
 */
export const STREAM_RETRY_JITTER = 0.5;

/** The delay before attempt `attempt` (0 first), as the table says it. */
export const retryDelay = (attempt: number, delays: readonly number[] = STREAM_RETRY_MS): number =>
  delays[Math.min(Math.max(attempt, 0), delays.length - 1)] ?? 0;

export interface RetryDraw {
  /** The table (STREAM_RETRY_MS by default). */
  delays?: readonly number[];
  /** The share of a delay the draw may take off, 0 to 1 (STREAM_RETRY_JITTER by default; 0: none). */
  jitter?: number;
  /** A number in [0, 1), as Math.random gives (the default); 0 gives the table's delay itself. */
  random?: () => number;
}

/**
 * The delay before attempt `attempt`, drawn: `retryDelay(attempt) × (1 − jitter × random())`, rounded to the
 * millisecond. So it lies in [delay × (1 − jitter), delay]: never longer than the table's, so the wait stays
 * bounded by its last entry, and by default never shorter than half of it.
 */
export function jitteredRetryDelay(
  attempt: number,
  { delays = STREAM_RETRY_MS, jitter = STREAM_RETRY_JITTER, random = Math.random }: RetryDraw = {},
): number {
  const share = Math.min(Math.max(jitter, 0), 1) * Math.min(Math.max(random(), 0), 1);
  return Math.round(retryDelay(attempt, delays) * (1 - share));
}

/**
 * A stream's address from the last event heard: `?last_event_id=`, the API's form for clients that cannot send
 * the `Last-Event-ID` header (a new EventSource cannot). Unchanged when nothing was heard yet.
 */
export const withLastEventId = (url: string, id: string): string =>
  id ? `${url}${url.includes('?') ? '&' : '?'}last_event_id=${encodeURIComponent(id)}` : url;
