// One Server-Sent Events stream over the event bus: replay from the log, then live, with no gap and no
// duplicate.
//
// The stream subscribes first, then reads where to start and the backlog; notices that arrive meanwhile
// wait in line behind that work (one promise chain per stream, so messages go out in order) and are
// skipped when their id was already sent. Event ids commit in order (events.ts), and a notice is
// delivered after its commit, so whatever the backlog read missed is still to come as a notice.
import { STREAM_HEARTBEAT_MS, STREAM_PING_EVENT } from '@nori/core/liveStream';
import type { Context } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import type { Logger } from '../logger';
import type { BusScope, EventBus } from '../services/eventBus';
import type { EventNotice } from '../services/events';
import type { FeedMessage } from '../services/orderFeed';

export type StreamSettings = {
  /**
   * A ping this often (core's STREAM_HEARTBEAT_MS) keeps proxies from closing an idle stream, lets followers tell
   * a quiet stream from a dead one, and rechecks the caller.
   */
  heartbeatMs: number;
  /** The reconnection delay browsers are told to use (`retry:`). */
  retryMs: number;
  /**
   * The most events a reconnection replays. A client further behind (or asking from 0) gets `event: reset`
   * instead, and reloads its list: cheaper for both than replaying a day of a restaurant's events.
   */
  maxReplay: number;
};
export const STREAM_SETTINGS: StreamSettings = { heartbeatMs: STREAM_HEARTBEAT_MS, retryMs: 3_000, maxReplay: 1_000 };

/**
 * The heartbeat: `event: ping`, `data: {}`. An event, not a comment line, because a comment never reaches the
 * browser's JavaScript: the follower (core's streamFollower.ts) takes a stream silent for two of these for dead,
 * a connection lost without a FIN or RST that EventSource would keep OPEN for ever. No `id:` (an empty one would
 * even clear it): the browser's Last-Event-ID stays on the last real event, so a reconnection replays from there.
 */
const ping = (stream: SSEStreamingApi) => stream.writeSSE({ event: STREAM_PING_EVENT, data: '{}' });

/** Notices waiting behind a client that does not read: past this the stream ends and the client catches up. */
const MAX_WAITING = 1_000;

export type Follow = {
  scope: BusScope;
  /** The notices this stream sends (shoppers skip kitchen-only events). */
  wants(notice: EventNotice): boolean;
  /** The id a new stream starts after, given the newest id in the log. */
  fresh(newestId: number): Promise<number>;
  newestId(): Promise<number>;
  /** The log after an id, a page of messages at a time. */
  since(after: number): AsyncIterable<FeedMessage[]>;
  /** Whether the log holds more than `count` events after an id. */
  moreThan(after: number, count: number): Promise<boolean>;
  live(notice: EventNotice): Promise<FeedMessage | null>;
  /**
   * Whether the caller may still follow this scope, checked on every heartbeat and whenever `watch` says
   * something changed: `ended` (signed out, disabled) ends the stream; `changed` (another role or other
   * restaurants) sends `event: reset` and ends it, so the client reloads and reconnects with its new scope.
   */
  check?(): Promise<StreamAccess>;
  /** Calls `recheck` at once when the caller's access may have changed (on any API process); returns the unwatch. */
  watch?(recheck: () => void): () => void;
};
export type StreamAccess = 'allowed' | 'changed' | 'ended';

/** The Last-Event-ID a reconnecting client sent (header, or `?last_event_id=` for clients without headers). */
export function lastEventIdOf(header: string | undefined, query: number | undefined): number | null {
  if (header !== undefined) return Number(header);
  return query ?? null;
}

export function eventStream(
  c: Context,
  { bus, log, settings }: { bus: EventBus; log: Logger; settings: StreamSettings },
  follow: Follow,
  lastEventId: number | null,
): Response {
  const response = streamSSE(c, async (stream: SSEStreamingApi) => {
    let lastSent = 0;
    let ended = false;
    let waiting = 0;
    let chain: Promise<void> = Promise.resolve();
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    /** Unsubscribing and stopping the heartbeat, when the stream ends for whatever reason. */
    const cleanups: (() => void)[] = [];

    const end = () => {
      if (ended) return;
      ended = true;
      cleanups.forEach((fn) => fn());
      finish();
    };
    const enqueue = (task: () => Promise<void>) => {
      if (ended) return;
      if (++waiting > MAX_WAITING) return end();
      chain = chain
        .then(() => (ended ? undefined : task()))
        .catch((err: unknown) => {
          log.error({ err }, 'event stream failed; the client will reconnect and catch up');
          end();
        })
        .finally(() => void waiting--);
    };
    const send = async (message: FeedMessage | null) => {
      if (!message || message.id <= lastSent || ended) return;
      await stream.writeSSE({ event: 'order', id: String(message.id), data: message.data });
      lastSent = message.id;
    };
    const catchUp = async () => {
      for await (const page of follow.since(lastSent)) for (const message of page) await send(message);
    };

    cleanups.push(
      bus.subscribe(follow.scope, {
        notice: (notice) => {
          if (follow.wants(notice))
            enqueue(async () => (notice.id > lastSent ? send(await follow.live(notice)) : undefined));
        },
        resync: () => enqueue(catchUp),
        close: end,
      }),
    );
    stream.onAbort(end);
    // First in line, before any notice: where to start, the backlog, then `ready` (live from here on).
    enqueue(async () => {
      await stream.write(`retry: ${settings.retryMs}\n\n`);
      const newest = await follow.newestId();
      // An id from the future (another database, or one restored from a backup) counts as none.
      lastSent = lastEventId !== null && lastEventId <= newest ? lastEventId : await follow.fresh(newest);
      if (await follow.moreThan(lastSent, settings.maxReplay)) {
        // Too far behind: start from now; the client reloads what it shows (later events come as notices).
        lastSent = newest;
        await stream.writeSSE({
          event: 'reset',
          id: String(lastSent),
          data: JSON.stringify({ last_event_id: lastSent }),
        });
      } else await catchUp();
      await stream.writeSSE({
        event: 'ready',
        id: String(lastSent),
        data: JSON.stringify({ last_event_id: lastSent }),
      });
    });
    /** Checks access again; in line behind what is being sent, so a `reset` never overtakes a message. */
    const recheck = () => {
      const check = follow.check;
      if (!check) return;
      enqueue(async () => {
        const access = await check().catch(() => 'allowed' as const);
        if (access === 'allowed') return;
        if (access === 'changed') {
          const newest = await follow.newestId();
          await stream.writeSSE({
            event: 'reset',
            id: String(newest),
            data: JSON.stringify({ last_event_id: newest }),
          });
        }
        end();
      });
    };
    if (follow.watch) cleanups.push(follow.watch(recheck));
    const heartbeat = setInterval(() => {
      void ping(stream);
      recheck();
    }, settings.heartbeatMs);
    cleanups.push(() => clearInterval(heartbeat));

    await finished;
  });
  response.headers.set('Cache-Control', 'no-store');
  response.headers.set('X-Accel-Buffering', 'no');
  return response;
}

/** Versions are integers that only grow; anything else counts as newer whenever it differs. */
function isNewer(version: string, than: string | null): boolean {
  if (than === null) return true;
  return /^\d+$/.test(version) && /^\d+$/.test(than) ? BigInt(version) > BigInt(than) : version !== than;
}

/**
 * The catalog's version as a stream (GET /api/catalog/events): `retry:`, then `event: catalog` with
 * `data: {"version"}` at once and after every change, for caches in front of the API (the shop's server) to
 * drop what they keep at once instead of waiting out its max-age. Each change only wakes the stream, which
 * then reads the committed version: a burst of changes costs a read or two, versions never go back, and a
 * LISTEN that was lost and is back (notices missed) is covered the same way.
 */
export function catalogStream(
  c: Context,
  { bus, log, settings }: { bus: EventBus; log: Logger; settings: StreamSettings },
  currentVersion: () => Promise<string | null>,
): Response {
  const response = streamSSE(c, async (stream: SSEStreamingApi) => {
    let sent: string | null = null;
    let wanted = true;
    let running = false;
    let ended = false;
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const end = () => {
      if (ended) return;
      ended = true;
      finish();
    };
    /** One read-and-send at a time; changes meanwhile make one more. */
    const pump = async () => {
      if (running) return;
      running = true;
      try {
        while (wanted && !ended) {
          wanted = false;
          const version = await currentVersion();
          if (version === null || ended || !isNewer(version, sent)) continue;
          await stream.writeSSE({ event: 'catalog', data: JSON.stringify({ version }) });
          sent = version;
        }
      } catch (err) {
        log.error({ err }, 'catalog stream failed; the client will reconnect');
        end();
      } finally {
        running = false;
      }
    };
    const unfollow = bus.followCatalog({
      changed: () => {
        wanted = true;
        void pump();
      },
      close: end,
    });
    stream.onAbort(end);
    await stream.write(`retry: ${settings.retryMs}\n\n`);
    void pump();
    const heartbeat = setInterval(() => void ping(stream), settings.heartbeatMs);
    await finished;
    clearInterval(heartbeat);
    unfollow();
  });
  response.headers.set('Cache-Control', 'no-store');
  response.headers.set('X-Accel-Buffering', 'no');
  return response;
}
