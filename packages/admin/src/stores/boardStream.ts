// The board's side of core's StreamFollower, the one every live screen uses: it follows the API's staff stream
// (GET /api/staff/events, Server-Sent Events). The browser's EventSource reconnects by itself with
// Last-Event-ID, so nothing is missed, and an `event: reset` (too far behind, or the member's access changed)
// reloads. When the browser gives up instead — an error answer, as a proxy gives while the API restarts — a new
// stream opens after core's growing delays (drawn with jitter), from the last event heard, so the orders placed
// meanwhile arrive and ring; at once when the network comes back or the tablet's screen is shown again. The same
// when the stream looks open but has said nothing for a minute, not even the API's ping (a router restarted: the
// connection died without a word, and the browser would keep it open for ever). Before each of those attempts
// the board asks the API who this is: a 401 means the session has ended, and the board stops there. Here: the
// follower's states in the board's words, the board's options, and the follower made.
import type { StaffStreamMessage } from '@nori/core/contract';
import {
  browserEnvironment,
  GLOBAL_TIMERS,
  StreamFollower,
  type OpenStreamSource,
  type StreamEnvironment,
  type StreamSource,
  type StreamState,
  type StreamTimers,
} from '@nori/core/streamFollower';
import type { AdminApi } from '../api';
import { ApiError } from '../api/client';

/** What the board needs of an EventSource (the browser's, the `eventsource` package's in tests): core's. */
export type EventSourceLike = StreamSource;
export type OpenEventSource = OpenStreamSource;

/** What the top bar says (the kit's ConnectionStatus). */
export type Connection = 'connecting' | 'live' | 'reconnecting' | 'offline';

/**
 * The follower's states in the board's words. Without a network the board keeps trying and says so —
 * reconnecting; `offline` ("orders may be missing") is for a board that has stopped: the session has ended.
 * `stopped` leaves the word as it was (the board is not shown then).
 */
const SAID: Record<StreamState, Connection | null> = {
  connecting: 'connecting',
  live: 'live',
  reconnecting: 'reconnecting',
  offline: 'reconnecting',
  ended: 'offline',
  stopped: null,
};

export interface BoardOptions {
  /** Delays between the board's own attempts to open the stream again (core's STREAM_RETRY_MS). */
  retryMs?: readonly number[];
  /** Draws how much of each delay is taken off, up to half (Math.random; a test's 0 waits the table's). */
  random?: () => number;
  /** The timers the board waits with (the page's, looked up at each call: a test's clock replaces them). */
  timers?: StreamTimers;
  /** Network and visibility: the page's window in a browser, none in Node. */
  environment?: StreamEnvironment;
  /** Called when the stream stopped because the session has ended (the API answers 401): sign in again. */
  onSessionEnded?: () => void;
  /**
   * Called when the stream says `reset`, after the board reloads its list: the member's role or restaurants
   * may have changed (the API resets a member's open streams then), so the shell asks who it is again.
   */
  onReset?: () => void;
}

/** What the board does with what the stream says. */
export interface BoardListener {
  /** One order's change (`event: order`). */
  order(message: StaffStreamMessage): void;
  /** The stream cannot say what was missed (`event: reset`): load the list again. */
  reset(): void;
  /** The top bar's new word. */
  said(connection: Connection): void;
}

/** The staff stream in the board's language (`locale()` at each opening), followed from `start()` to `stop()`. */
export function followBoardStream(
  api: AdminApi,
  open: OpenEventSource,
  locale: () => string,
  options: BoardOptions,
  listener: BoardListener,
): StreamFollower {
  const stream = new StreamFollower({
    url: () => api.orders.eventsUrl(locale()),
    open,
    timers: options.timers ?? GLOBAL_TIMERS,
    environment: options.environment ?? (typeof window === 'undefined' ? undefined : browserEnvironment(window)),
    retryMs: options.retryMs,
    random: options.random,
    handlers: {
      order: (event) => listener.order(JSON.parse(event.data) as StaffStreamMessage),
      reset: () => {
        listener.reset();
        options.onReset?.();
      },
    },
    probe: () => whoAmI(api),
  });
  stream.subscribe((state) => {
    const said = SAID[state];
    if (said) listener.said(said);
    if (state === 'ended') options.onSessionEnded?.();
  });
  return stream;
}

/**
 * Asked before each of the board's own attempts, once the browser has given up on the stream: a 401 means
 * the session has ended (signed out in another tab, disabled), and the board stops there. Anything else —
 * no answer, a 502 — means the API is on its way back: try the stream.
 */
async function whoAmI(api: AdminApi): Promise<'ended' | 'reopen'> {
  try {
    await api.session.me();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return 'ended';
  }
  return 'reopen';
}
