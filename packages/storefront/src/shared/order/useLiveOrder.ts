/**
 * An order that follows its live status stream (Server-Sent Events, packages/api/src/routes/streams.ts):
 * each `order` message carries the whole order as it is now, which replaces the one shown. The stream opens
 * after hydration only (an effect: never on the server), and closes on unmount and once the order has
 * reached its end (delivered, picked up, cancelled), when nothing more can come.
 *
 * The browser's EventSource reconnects by itself and sends `Last-Event-ID`, so the API replays what was
 * missed. When the browser gives up instead (an error status, or a refused cross-origin retry), this hook
 * opens a new stream itself after a growing delay, naming the last event in `?last_event_id=` (the API's
 * form for clients that cannot send the header), and at once when the device comes back online.
 */
import { retryDelay, STREAM_RETRY_MS, withLastEventId } from '@nori/core/liveStream';
import { isFinalState } from '@nori/core/orderLifecycle';
import { useCallback, useEffect, useState } from 'react';
import type { Order } from '../../api/types';

/**
 * Where the page stands with the stream: `connecting` (also on the server and before hydration), `live`
 * (the stream answered), `paused` (it dropped and has not come back for a few seconds: trying again),
 * `offline` (the device has no network), or `off` (nothing to follow: the order reached its end, or there
 * is no stream, as for a shopper who signed out).
 */
export type LiveConnection = 'connecting' | 'live' | 'paused' | 'offline' | 'off';

type StreamState = Exclude<LiveConnection, 'off'>;

export interface LiveTiming {
  /** A drop shorter than this (the API's own `retry:` is 3 s) is not worth a word on the page. */
  pauseAfterMs: number;
  /** Delays before this hook opens a stream again after the browser gave up, one per attempt, the last repeated. */
  retryMs: readonly number[];
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
  const [stream, setStream] = useState<{ url: string | null; state: StreamState }>({
    url: streamUrl,
    state: 'connecting',
  });
  const following = streamUrl !== null && !isFinalState(order.status);
  const connection: LiveConnection = !following ? 'off' : stream.url === streamUrl ? stream.state : 'connecting';
  const replace = useCallback((next: Order) => setOrder((current) => (isAsRecent(current, next) ? next : current)), []);

  useEffect(() => {
    if (!following || streamUrl === null) return;
    const url = streamUrl;
    const set = (state: StreamState) =>
      setStream((current) => (current.url === url && current.state === state ? current : { url, state }));
    let source: EventSource | null = null;
    let lastEventId = '';
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let pause: ReturnType<typeof setTimeout> | undefined;

    const heard = (event: MessageEvent<string>) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
    };
    const onOrder = (event: MessageEvent<string>) => {
      heard(event);
      // A message this page cannot read is skipped: the next one carries the whole order again.
      const next = orderOfMessage(event.data);
      if (next) replace(next);
    };
    const onOpen = () => {
      attempt = 0;
      clearTimeout(pause);
      pause = undefined;
      set('live');
    };
    const pauseLater = () => {
      pause ??= setTimeout(() => set(navigator.onLine ? 'paused' : 'offline'), timing.pauseAfterMs);
    };
    const onError = () => {
      if (!navigator.onLine) set('offline');
      else pauseLater();
      if (source?.readyState !== EventSource.CLOSED) return;
      // The browser will not retry this one: open another after a delay, from the last event seen.
      close();
      retry = setTimeout(open, retryDelay(attempt, timing.retryMs));
      attempt += 1;
    };
    function open() {
      source = new EventSource(withLastEventId(url, lastEventId));
      source.addEventListener('open', onOpen);
      source.addEventListener('order', onOrder);
      source.addEventListener('ready', heard);
      source.addEventListener('error', onError);
    }
    function close() {
      if (!source) return;
      source.removeEventListener('open', onOpen);
      source.removeEventListener('order', onOrder);
      source.removeEventListener('ready', heard);
      source.removeEventListener('error', onError);
      source.close();
      source = null;
    }
    const onOffline = () => set('offline');
    // Back online: a new stream now rather than at the browser's next try, which may be seconds away.
    const onOnline = () => {
      close();
      clearTimeout(retry);
      attempt = 0;
      pauseLater();
      open();
    };

    open();
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      clearTimeout(retry);
      clearTimeout(pause);
      close();
    };
  }, [following, streamUrl, replace, timing]);

  return { order, connection, replace };
}
