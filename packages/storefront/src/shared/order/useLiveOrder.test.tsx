// @vitest-environment happy-dom
import { STREAM_HEARTBEAT_MS, STREAM_PING_EVENT, STREAM_SILENCE_MS } from '@nori/core/liveStream';
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order, OrderStatus } from '../../api/types';
import { useLiveOrder, type LiveOrder, type LiveTiming } from './useLiveOrder';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * The browser's EventSource, faked: EventSource is a browser API, not a third party, and the journeys drive
 * the real one (e2e/live.e2e.ts). Each instance is kept, so a test plays the server's part on it.
 */
class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static all: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;

  constructor(readonly url: string) {
    super();
    FakeEventSource.all.push(this);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server answers: the stream is open. */
  answer() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  /** One `event: order` message with the order as it is now. */
  send(order: Order, id: number, data: string = JSON.stringify({ event: { id, status: order.status }, order })) {
    this.dispatchEvent(new MessageEvent('order', { data, lastEventId: String(id) }));
  }

  /** The API's heartbeat: `event: ping`, no `id:`. */
  ping() {
    this.dispatchEvent(new MessageEvent(STREAM_PING_EVENT, { data: '{}' }));
  }

  /** The connection drops: the browser retries by itself, or (`gaveUp`) does not. */
  drop({ gaveUp = false } = {}) {
    this.readyState = gaveUp ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }
}

const latest = () => FakeEventSource.all.at(-1)!;
const open = () => FakeEventSource.all.filter((source) => source.readyState !== FakeEventSource.CLOSED);

const placed: Order = {
  id: 41,
  status: 'placed',
  order_type: 'delivery',
  created_at: '2026-01-15T09:20:00Z',
  promised_at: null,
  cancel_reason: null,
  timeline: [{ status: 'placed', at: '2026-01-15T09:20:00Z', promised_at: null, reason: null }],
} as Order;

/** The order one step further: `status` appended to its timeline. */
const moved = (order: Order, status: OrderStatus, extra: Partial<Order> = {}): Order => ({
  ...order,
  status,
  ...extra,
  timeline: [...order.timeline, { status, at: '2026-01-15T09:30:00Z', promised_at: null, reason: null }],
});

const STREAM = 'http://api.test/api/orders/track/tok/events?lang=ro';
// `random: () => 0`: each retry waits its table's delay exactly (the follower draws up to half of it off).
const timing: LiveTiming = { pauseAfterMs: 5_000, retryMs: [1_000, 3_000], random: () => 0 };

let root: Root | null = null;
let host: HTMLElement | null = null;
let live: LiveOrder;

function Probe({ order, url, given = timing }: { order: Order; url: string | null; given?: LiveTiming }) {
  const state = useLiveOrder(order, url, given);
  // The test reaches `replace` through the last render's state.
  useEffect(() => {
    live = state;
  });
  return <p>{`${state.order.status} ${state.connection}`}</p>;
}

function mount(order: Order = placed, url: string | null = STREAM, given = timing) {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root!.render(<Probe order={order} url={url} given={given} />));
  return { shown: () => host!.textContent };
}

const setVisible = (visible: boolean) => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visible ? 'visible' : 'hidden');
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
};

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
};

beforeEach(() => {
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.useFakeTimers();
});

afterEach(() => {
  if (root) act(() => root!.unmount());
  host?.remove();
  root = null;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useLiveOrder', () => {
  it('opens no stream on the server: the page renders the order it has, connecting', () => {
    expect(renderToString(<Probe order={placed} url={STREAM} />)).toContain('placed connecting');
    expect(FakeEventSource.all).toHaveLength(0);
  });

  it('opens the stream after hydration, shows each message’s order, and closes on unmount', () => {
    const { shown } = mount();
    expect(FakeEventSource.all.map((source) => source.url)).toEqual([STREAM]);
    expect(shown()).toBe('placed connecting');
    act(() => latest().answer());
    expect(shown()).toBe('placed live');
    act(() => latest().send(moved(placed, 'accepted'), 7));
    expect(shown()).toBe('accepted live');
    act(() => root!.unmount());
    root = null;
    expect(open()).toHaveLength(0);
  });

  it('follows nothing for an order at its end, and stops once the order gets there', () => {
    const delivered = moved(moved(placed, 'accepted'), 'delivered');
    expect(mount(delivered).shown()).toBe('delivered off');
    expect(FakeEventSource.all).toHaveLength(0);
    act(() => root!.unmount());
    root = null;

    const { shown } = mount();
    act(() => latest().answer());
    act(() => latest().send(moved(placed, 'cancelled', { cancel_reason: 'Closed early' }), 8));
    expect(shown()).toBe('cancelled off');
    expect(open()).toHaveLength(0);
  });

  it('follows nothing without a stream (a shopper who signed out)', () => {
    expect(mount(placed, null).shown()).toBe('placed off');
    expect(FakeEventSource.all).toHaveLength(0);
  });

  it('says nothing about a short drop, and “paused” only once it lasts', () => {
    const { shown } = mount();
    act(() => latest().answer());
    act(() => latest().drop());
    act(() => vi.advanceTimersByTime(4_000));
    expect(shown()).toBe('placed live');
    act(() => vi.advanceTimersByTime(1_000));
    expect(shown()).toBe('placed paused');
    // The browser's own retry answers: live again, on the same EventSource.
    act(() => latest().answer());
    expect(shown()).toBe('placed live');
    expect(FakeEventSource.all).toHaveLength(1);
  });

  it('opens a stream again itself when the browser gives up, from the last event it saw', () => {
    const { shown } = mount();
    act(() => latest().answer());
    act(() => latest().send(moved(placed, 'accepted'), 12));
    act(() => latest().drop({ gaveUp: true }));
    expect(open()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1_000));
    expect(latest().url).toBe(`${STREAM}&last_event_id=12`);
    // Refused again: the next try waits longer.
    act(() => latest().drop({ gaveUp: true }));
    act(() => vi.advanceTimersByTime(2_999));
    expect(FakeEventSource.all).toHaveLength(2);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeEventSource.all).toHaveLength(3);
    act(() => latest().answer());
    expect(shown()).toBe('accepted live');
  });

  it('says offline at once, and reconnects as soon as the device is back', () => {
    const { shown } = mount();
    act(() => latest().answer());
    act(() => latest().send(moved(placed, 'accepted'), 3));
    setOnline(false);
    act(() => latest().drop());
    expect(shown()).toBe('accepted offline');
    act(() => vi.advanceTimersByTime(10_000));
    expect(shown()).toBe('accepted offline');
    setOnline(true);
    // A new stream at once, from the last event; the old one is closed.
    expect(open().map((source) => source.url)).toEqual([`${STREAM}&last_event_id=3`]);
    act(() => latest().answer());
    expect(shown()).toBe('accepted live');
  });

  it('draws each retry’s wait within its delay, so that pages that lost the same API do not all return at once', () => {
    mount(placed, STREAM, { ...timing, random: () => 0.8 });
    act(() => latest().answer());
    act(() => latest().drop({ gaveUp: true }));
    // 1 s less 0.8 × half of it.
    act(() => vi.advanceTimersByTime(599));
    expect(FakeEventSource.all).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeEventSource.all).toHaveLength(2);
  });

  it('opens a stream at once when the page is shown again with its stream down, not at the next retry', () => {
    const { shown } = mount();
    act(() => latest().answer());
    act(() => latest().send(moved(placed, 'accepted'), 9));
    setVisible(false);
    act(() => latest().drop({ gaveUp: true }));
    act(() => vi.advanceTimersByTime(1_000));
    act(() => latest().drop({ gaveUp: true }));
    expect(FakeEventSource.all).toHaveLength(2);
    setVisible(true);
    expect(open().map((source) => source.url)).toEqual([`${STREAM}&last_event_id=9`]);
    expect(FakeEventSource.all).toHaveLength(3);
    act(() => latest().answer());
    expect(shown()).toBe('accepted live');
    // Hidden and shown again while live: the same stream.
    setVisible(false);
    setVisible(true);
    expect(FakeEventSource.all).toHaveLength(3);
  });

  it('opens a stream again when the open one has said nothing for a minute, not while it pings', () => {
    const { shown } = mount();
    act(() => latest().answer());
    act(() => latest().send(moved(placed, 'accepted'), 5));
    for (let beat = 0; beat < 4; beat++) {
      act(() => vi.advanceTimersByTime(STREAM_HEARTBEAT_MS));
      act(() => latest().ping());
    }
    expect(FakeEventSource.all).toHaveLength(1);
    // The connection died without a word (a router restarted): the EventSource still says OPEN.
    act(() => vi.advanceTimersByTime(STREAM_SILENCE_MS));
    expect(open()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1_000));
    expect(open().map((source) => source.url)).toEqual([`${STREAM}&last_event_id=5`]);
    // Back within the pause's grace: the page says nothing of it.
    expect(shown()).toBe('accepted live');
    act(() => latest().answer());
    act(() => vi.advanceTimersByTime(5_000));
    expect(shown()).toBe('accepted live');
  });

  it('leaves no timer and no listener behind once unmounted', () => {
    const removed = vi.spyOn(window, 'removeEventListener');
    mount();
    act(() => latest().answer());
    act(() => latest().drop({ gaveUp: true }));
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    act(() => root!.unmount());
    root = null;
    expect(vi.getTimerCount()).toBe(0);
    expect(removed.mock.calls.map(([type]) => type).sort()).toEqual(['offline', 'online']);
    act(() => vi.advanceTimersByTime(60_000));
    expect(FakeEventSource.all).toHaveLength(1);
  });

  it('never goes back: a late message of an earlier state is ignored, and so is one it cannot read', () => {
    const { shown } = mount();
    act(() => latest().answer());
    const cancelled = moved(placed, 'cancelled');
    act(() => live.replace(cancelled));
    expect(shown()).toBe('cancelled off');
    act(() => root!.unmount());
    root = null;

    const again = mount();
    act(() => latest().answer());
    act(() => latest().send(moved(placed, 'accepted'), 5));
    act(() => latest().send(placed, 4));
    act(() => latest().send(placed, 6, 'not json'));
    act(() => latest().send({ ...placed, id: 99, timeline: [...placed.timeline, ...placed.timeline] }, 7));
    expect(again.shown()).toBe('accepted live');
  });
});
