/**
 * An order that follows its live status stream (Server-Sent Events, packages/api/src/routes/streams.ts):
 * each `order` message carries the whole order as it is now, which replaces the one shown. The stream opens
 * after hydration only (an effect: never on the server), and closes on unmount and once the order has
 * reached its end (delivered, picked up, cancelled), when nothing more can come.
 *
 * Following is core's `StreamFollower` (the one every live screen uses): the browser's EventSource reconnects
 * by itself with `Last-Event-ID`; when the browser gives up instead (an error status, or a refused cross-origin
 * retry), a new stream opens after core's growing delays (drawn with jitter), naming the last event in
 * `?last_event_id=`, and at once when the device comes back online or the page is shown again; a stream that
 * looks open but has said nothing for a minute (not even the API's ping: its connection died without a word) is
 * opened again the same way. This hook only maps its state to the page's words and hands each message's order
 * over.
 */
import { STREAM_RETRY_MS } from '@nori/core/liveStream';
import { isFinalState } from '@nori/core/orderLifecycle';
import { browserEnvironment, GLOBAL_TIMERS, StreamFollower, type StreamState } from '@nori/core/streamFollower';
import { useCallback, useEffect, useState } from 'react';
import type { Order } from '../../api/types';

/**
 * Where the page stands with the stream: `connecting` (also on the server and before hydration), `live`
 * (the stream answered), `paused` (it dropped and has not come back for a few seconds: trying again),
 * `offline` (the device has no network), or `off` (nothing to follow: the order reached its end, or there
 * is no stream, as for a shopper who signed out).
 */
export type LiveConnection = 'connecting' | 'live' | 'paused' | 'offline' | 'off';

type Shown = Exclude<LiveConnection, 'off'>;

/**
 * The follower's states in the page's words: a drop is `paused` (this page has no probe, so no `ended`);
 * `stopped` comes only as the effect ends, when nothing is shown any more.
 */
const SHOWN: Record<StreamState, Shown | null> = {
  connecting: 'connecting',
  live: 'live',
  reconnecting: 'paused',
  offline: 'offline',
  ended: 'paused',
  stopped: null,
};

export interface LiveTiming {
  /** A drop shorter than this (the API's own `retry:` is 3 s) is not worth a word on the page. */
  pauseAfterMs: number;
  /** Delays before this hook opens a stream again after the browser gave up, one per attempt, the last repeated. */
  retryMs: readonly number[];
  /** Draws how much of each delay is taken off (up to half): Math.random by default; a test's 0 waits the table's. */
  random?: () => number;
}

export const LIVE_TIMING: LiveTiming = { pauseAfterMs: 5_000, retryMs: STREAM_RETRY_MS };

export interface LiveOrder {
  /** The order as it is now: the one the page was rendered with, then each message's. */
  order: Order;
  connection: LiveConnection;
  /** Puts an order the page received otherwise (the answer to a cancel or a review) in place. */
  replace: (order: Order) => void;
}

/**
 * Whether `next` may replace `current`: the same order, at least as far on. Its timeline only grows, so a
 * message that was under way when a newer answer arrived (a cancel's) never takes the page back.
 */
export function isAsRecent(current: Order, next: Order): boolean {
  return next.id === current.id && next.timeline.length >= current.timeline.length;
}

/** The `order` a message's data carries (`{ event, order }`), or null when it is not one this page can read. */
export function orderOfMessage(data: string): Order | null {
  try {
    const parsed = JSON.parse(data) as { order?: unknown };
    const order = parsed?.order as Order | undefined;
    return order && typeof order.id === 'number' && Array.isArray(order.timeline) ? order : null;
  } catch {
    return null;
  }
}

/**
 * `initial`: the order the page was rendered with; `streamUrl`: its stream (`streamUrls.ts`), null for none.
 * Render it with a `key` of the order's id: another order is another hook.
 */
export function useLiveOrder(initial: Order, streamUrl: string | null, timing: LiveTiming = LIVE_TIMING): LiveOrder {
  const [order, setOrder] = useState(initial);
  // The state is the stream's at `url`: a new address starts at `connecting` without an update in the effect.
  const [stream, setStream] = useState<{ url: string | null; state: Shown }>({
    url: streamUrl,
    state: 'connecting',
  });
  const following = streamUrl !== null && !isFinalState(order.status);
  const connection: LiveConnection = !following ? 'off' : stream.url === streamUrl ? stream.state : 'connecting';
  const replace = useCallback((next: Order) => setOrder((current) => (isAsRecent(current, next) ? next : current)), []);

  useEffect(() => {
    if (!following || streamUrl === null) return;
    const url = streamUrl;
    const set = (state: StreamState) => {
      const shown = SHOWN[state];
      if (shown)
        setStream((current) => (current.url === url && current.state === shown ? current : { url, state: shown }));
    };
    const follower = new StreamFollower({
      url,
      open: (address) => new EventSource(address),
      timers: GLOBAL_TIMERS,
      environment: browserEnvironment(window),
      handlers: {
        order: (event) => {
          // A message this page cannot read is skipped: the next one carries the whole order again.
          const next = orderOfMessage(event.data);
          if (next) replace(next);
        },
      },
      retryMs: timing.retryMs,
      random: timing.random,
      graceMs: timing.pauseAfterMs,
    });
    // Its `connecting` at start is the page's already (a new address starts there, see above).
    follower.start();
    const unsubscribe = follower.subscribe(set);
    return () => {
      unsubscribe();
      follower.stop();
    };
  }, [following, streamUrl, replace, timing]);

  return { order, connection, replace };
}
