// One per process: the only LISTEN this process holds on the order-event and catalog channels, fanned out
// to the streams open here. A notice reaches every API process (PostgreSQL delivers NOTIFY to each
// listening connection; PGlite in process), so a change made through any node reaches a browser
// connected to any other.
//
// Subscribers are kept in sets by order id and by restaurant id (and one set for owners, who follow
// every restaurant): a notice costs the subscribers of its keys, not one call per open stream.
import type { Database } from '../db/client';
import type { Logger } from '../logger';
import { CATALOG_CHANNEL } from './catalog';
import { EVENTS_CHANNEL, type EventNotice } from './events';
import { STAFF_CHANNEL } from './staff';

/** What a stream follows: one order, or some restaurants ('all' for an owner). */
export type BusScope = { orderId: number } | { restaurantIds: number[] | 'all' };

/** A stream following the catalog (GET /api/catalog/events). */
export type CatalogFollower = {
  /** `settings.catalog_version` changed, or notices may have been missed (the LISTEN came back). */
  changed(): void;
  /** The bus is stopping (shutdown): end the stream. */
  close(): void;
};

export type BusSubscriber = {
  /** A committed event of the scope; notices come in id order. */
  notice(notice: EventNotice): void;
  /** The LISTEN was lost and is back: notices in between were missed, read the log since the last one sent. */
  resync(): void;
  /** The bus is stopping (shutdown): end the stream, the client reconnects elsewhere. */
  close(): void;
};

function parseNotice(payload: string): EventNotice | null {
  try {
    const n = JSON.parse(payload) as Partial<EventNotice>;
    const ok =
      Number.isSafeInteger(n.id) &&
      Number.isSafeInteger(n.order_id) &&
      Number.isSafeInteger(n.restaurant_id) &&
      (n.type === 'status' || n.type === 'released');
    return ok ? (n as EventNotice) : null;
  } catch {
    return null;
  }
}

export function createEventBus(listen: Database['listen'] | undefined, log: Logger) {
  const byOrder = new Map<number, Set<BusSubscriber>>();
  const byRestaurant = new Map<number, Set<BusSubscriber>>();
  const everyRestaurant = new Set<BusSubscriber>();
  const subscribers = new Set<BusSubscriber>();
  const catalogListeners = new Set<() => void>();
  const catalogFollowers = new Set<CatalogFollower>();
  /** Streams of a staff member, by their id: told when the member's access may have changed. */
  const staffWatchers = new Map<number, Set<() => void>>();
  let unlisten: (() => Promise<void>)[] = [];
  let started = false;

  const safely = (what: string, fn: () => void) => {
    try {
      fn();
    } catch (err) {
      log.error({ err }, `event bus: a ${what} handler failed`);
    }
  };

  function dispatch(payload: string) {
    const notice = parseNotice(payload);
    if (!notice) return void log.warn('event bus: an order-event notice it cannot read');
    const targets = [byOrder.get(notice.order_id), byRestaurant.get(notice.restaurant_id), everyRestaurant];
    for (const set of targets) if (set) for (const s of set) safely('notice', () => s.notice(notice));
  }

  const catalogChanged = () => {
    // The catalog's own cache first: a stream told of the change may be asked for the catalog at once.
    for (const fn of catalogListeners) safely('catalog', fn);
    for (const f of catalogFollowers) safely('catalog stream', () => f.changed());
  };

  function staffChanged(payload: string) {
    const id = Number(payload);
    if (!Number.isSafeInteger(id)) return void log.warn('event bus: a staff notice it cannot read');
    for (const fn of staffWatchers.get(id) ?? []) safely('staff', fn);
  }
  /** After a lost LISTEN any member may have changed meanwhile: every watcher checks again. */
  const everyStaffChanged = () => {
    for (const set of staffWatchers.values()) for (const fn of set) safely('staff', fn);
  };

  /** The first `onListen` of a channel is the LISTEN starting; any later one is a reconnection. */
  const reconnected = (channel: string, then: () => void) => {
    let first = true;
    return () => {
      if (first) return void (first = false);
      log.warn({ channel }, 'event bus: listening again after a lost connection; catching up');
      then();
    };
  };

  const add = <K>(map: Map<K, Set<BusSubscriber>>, key: K, s: BusSubscriber) => {
    const set = map.get(key) ?? new Set();
    set.add(s);
    map.set(key, set);
  };
  const remove = <K>(map: Map<K, Set<BusSubscriber>>, key: K, s: BusSubscriber) => {
    const set = map.get(key);
    if (!set) return;
    set.delete(s);
    if (!set.size) map.delete(key);
  };

  return {
    /** LISTENs on the three channels (after the migration, before serving). */
    async start() {
      if (started) return;
      if (!listen) throw new Error('event bus: no LISTEN given to createDeps');
      started = true;
      unlisten = await Promise.all([
        listen(
          EVENTS_CHANNEL,
          dispatch,
          reconnected(EVENTS_CHANNEL, () => {
            for (const s of subscribers) safely('resync', () => s.resync());
          }),
        ),
        listen(CATALOG_CHANNEL, catalogChanged, reconnected(CATALOG_CHANNEL, catalogChanged)),
        listen(STAFF_CHANNEL, staffChanged, reconnected(STAFF_CHANNEL, everyStaffChanged)),
      ]);
    },

    /** Ends every stream of this process and stops listening (shutdown). */
    async stop() {
      for (const s of [...subscribers]) safely('close', () => s.close());
      for (const f of [...catalogFollowers]) safely('close', () => f.close());
      const pending = unlisten;
      unlisten = [];
      started = false;
      await Promise.all(pending.map((fn) => fn().catch(() => {})));
    },

    /** Follows a scope; returns the unsubscribe function (call it when the stream ends). */
    subscribe(scope: BusScope, subscriber: BusSubscriber): () => void {
      // Not listening (stopping, or never started): a stream here would never hear anything; end it now and
      // let the client reconnect, to another process if this one is going away.
      if (!started) {
        log.warn('event bus: a stream opened while the bus is not listening; ending it');
        queueMicrotask(() => subscriber.close());
        return () => {};
      }
      subscribers.add(subscriber);
      if ('orderId' in scope) add(byOrder, scope.orderId, subscriber);
      else if (scope.restaurantIds === 'all') everyRestaurant.add(subscriber);
      else for (const id of scope.restaurantIds) add(byRestaurant, id, subscriber);
      return () => {
        subscribers.delete(subscriber);
        if ('orderId' in scope) remove(byOrder, scope.orderId, subscriber);
        else if (scope.restaurantIds === 'all') everyRestaurant.delete(subscriber);
        else for (const id of scope.restaurantIds) remove(byRestaurant, id, subscriber);
      };
    },

    /** Runs `fn` whenever `settings.catalog_version` changes (by anyone: a trigger sends the notice). */
    onCatalogChange(fn: () => void): () => void {
      catalogListeners.add(fn);
      return () => void catalogListeners.delete(fn);
    },

    /** Follows catalog changes for a stream, which the bus ends when it stops; returns the unfollow. */
    followCatalog(follower: CatalogFollower): () => void {
      // As `subscribe`: a stream that would never hear anything ends now, and its client reconnects.
      if (!started) {
        log.warn('event bus: a catalog stream opened while the bus is not listening; ending it');
        queueMicrotask(() => follower.close());
        return () => {};
      }
      catalogFollowers.add(follower);
      return () => void catalogFollowers.delete(follower);
    },

    /**
     * Runs `fn` whenever staff member `staffId`'s access may have changed — role, restaurants, disabled,
     * password, a session ended — by a change on any API process (services/staff.ts `announceStaffChange`).
     */
    watchStaff(staffId: number, fn: () => void): () => void {
      const set = staffWatchers.get(staffId) ?? new Set();
      set.add(fn);
      staffWatchers.set(staffId, set);
      return () => {
        set.delete(fn);
        if (!set.size && staffWatchers.get(staffId) === set) staffWatchers.delete(staffId);
      };
    },

    /** Open subscriptions in this process (streams not yet ended). */
    subscriberCount: () => subscribers.size,
    /** Open catalog streams in this process. */
    catalogFollowerCount: () => catalogFollowers.size,
    /** Keys with at least one subscriber (a leak shows here as well). */
    keyCount: () => byOrder.size + byRestaurant.size + staffWatchers.size,
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
