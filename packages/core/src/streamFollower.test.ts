// The live-stream follower against fakes: an EventSource a test answers for the server, timers a test moves on,
// and a page that goes offline, online, hidden and shown. No React, no DOM.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { retryDelay, STREAM_HEARTBEAT_MS, STREAM_PING_EVENT, STREAM_SILENCE_MS } from './liveStream';
import {
  browserEnvironment,
  SOURCE_CLOSED,
  StreamFollower,
  type BrowserWindow,
  type EnvironmentChange,
  type ProbeAnswer,
  type StreamEnvironment,
  type StreamFollowerOptions,
  type StreamMessage,
  type StreamSource,
  type StreamState,
  type StreamTimers,
} from './streamFollower';

const CONNECTING = 0;
const OPEN = 1;

/** An EventSource whose server is the test: `answer()`, `send()`, `drop()`. */
class FakeSource implements StreamSource {
  readyState = CONNECTING;
  readonly listeners = new Map<string, Set<(event: StreamMessage) => void>>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: StreamMessage) => void) {
    this.listeners.set(type, (this.listeners.get(type) ?? new Set()).add(listener));
  }
  removeEventListener(type: string, listener: (event: StreamMessage) => void) {
    this.listeners.get(type)?.delete(listener);
  }
  close() {
    this.readyState = SOURCE_CLOSED;
  }
  get listening() {
    return [...this.listeners.values()].reduce((count, set) => count + set.size, 0);
  }
  private emit(type: string, data = '', lastEventId = '') {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener({ data, lastEventId });
  }
  answer() {
    this.readyState = OPEN;
    this.emit('open');
  }
  send(type: string, id: number | '', data = '{}') {
    this.emit(type, data, String(id));
  }
  /**
   * The API's heartbeat: `event: ping` with no `id:`, so the browser hands it over with the last id it had
   * (its Last-Event-ID buffer), as a real EventSource does.
   */
  ping(lastEventId = '') {
    this.emit(STREAM_PING_EVENT, '{}', lastEventId);
  }
  /** The connection drops: the browser retries by itself, or (`gaveUp`: an error answer) does not. */
  drop(gaveUp = false) {
    this.readyState = gaveUp ? SOURCE_CLOSED : CONNECTING;
    this.emit('error');
  }
}

/** Timers on a clock the test moves. */
class FakeTimers implements StreamTimers {
  now = 0;
  private next = 1;
  private readonly due = new Map<number, { at: number; callback: () => void }>();
  setTimeout(callback: () => void, ms: number) {
    const id = this.next++;
    this.due.set(id, { at: this.now + ms, callback });
    return id;
  }
  clearTimeout(handle: unknown) {
    this.due.delete(handle as number);
  }
  get pending() {
    return this.due.size;
  }
  /** The delay of the one timer waiting, from now. */
  get waitingFor(): number[] {
    return [...this.due.values()].map(({ at }) => at - this.now);
  }
  advance(ms: number) {
    const until = this.now + ms;
    for (;;) {
      const [id, first] = [...this.due.entries()].sort(([, a], [, b]) => a.at - b.at)[0] ?? [];
      if (id === undefined || !first || first.at > until) break;
      this.due.delete(id);
      this.now = first.at;
      first.callback();
    }
    this.now = until;
  }
}

/** A page: online or not, shown or hidden, telling its listeners. */
class FakePage implements StreamEnvironment {
  isOnline = true;
  isVisible = true;
  readonly listeners = new Set<(change: EnvironmentChange) => void>();
  online = () => this.isOnline;
  visible = () => this.isVisible;
  subscribe(listener: (change: EnvironmentChange) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
  private tell(change: EnvironmentChange) {
    for (const listener of [...this.listeners]) listener(change);
  }
  setOnline(online: boolean) {
    this.isOnline = online;
    this.tell(online ? 'online' : 'offline');
  }
  setVisible(visible: boolean) {
    this.isVisible = visible;
    this.tell(visible ? 'visible' : 'hidden');
  }
}

const URL = 'https://api.test/api/staff/events?lang=ro';

function setUp(options: Partial<StreamFollowerOptions> = {}) {
  const sources: FakeSource[] = [];
  const timers = new FakeTimers();
  const page = new FakePage();
  const heard: [string, string][] = [];
  const follower = new StreamFollower({
    url: URL,
    open: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source;
    },
    timers,
    environment: page,
    handlers: {
      order: (event) => heard.push(['order', event.data]),
      reset: (event) => heard.push(['reset', event.data]),
    },
    random: () => 0,
    ...options,
  });
  const states: StreamState[] = [];
  follower.subscribe((state) => states.push(state));
  const latest = () => sources.at(-1)!;
  const openSources = () => sources.filter((source) => source.readyState !== SOURCE_CLOSED);
  return { follower, sources, timers, page, heard, states, latest, openSources };
}

/** Lets a probe's answer (a promise) arrive. */
async function settle() {
  for (let turn = 0; turn < 10; turn++) await Promise.resolve();
}

describe('StreamFollower', () => {
  it('connects, is live once the stream answers, hands each named event over and remembers its id', () => {
    const { follower, sources, latest, heard, states } = setUp();
    expect(follower.state).toBe('stopped');
    follower.start();
    expect(sources.map((source) => source.url)).toEqual([URL]);
    expect(follower.state).toBe('connecting');
    latest().answer();
    expect(follower.state).toBe('live');
    latest().send('order', 7, '{"n":1}');
    latest().send('reset', 9, '{"last_event_id":9}');
    latest().send('ready', 10);
    // An event without a handler is not listened to, so its id is not taken either.
    latest().send('other', 11);
    expect(heard).toEqual([
      ['order', '{"n":1}'],
      ['reset', '{"last_event_id":9}'],
    ]);
    expect(follower.lastEventId).toBe('10');
    expect(states).toEqual(['connecting', 'live']);
  });

  it('lets the browser reconnect by itself when it can: reconnecting, then live on the same stream', () => {
    const { follower, sources, latest, timers } = setUp();
    follower.start();
    latest().answer();
    latest().drop();
    expect(follower.state).toBe('reconnecting');
    timers.advance(60_000);
    expect(sources).toHaveLength(1);
    latest().answer();
    expect(follower.state).toBe('live');
  });

  it('opens a new stream itself when the browser gives up, from the last event, later each time, and starts over after a success', () => {
    const { follower, sources, latest, timers } = setUp();
    follower.start();
    latest().answer();
    latest().send('order', 12);
    const gaps: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      latest().drop(true);
      expect(follower.state).toBe('reconnecting');
      gaps.push(...timers.waitingFor);
      const count = sources.length;
      timers.advance(timers.waitingFor[0]! - 1);
      expect(sources).toHaveLength(count);
      timers.advance(1);
      expect(sources).toHaveLength(count + 1);
      expect(latest().url).toBe(`${URL}&last_event_id=12`);
    }
    expect(gaps).toEqual([1_000, 3_000, 10_000, 30_000, 30_000, 30_000]);
    latest().answer();
    expect(follower.state).toBe('live');
    latest().drop(true);
    expect(timers.waitingFor).toEqual([1_000]);
  });

  it('draws each wait within [delay / 2, delay] of core’s table, never past 30 s, starting over after a success', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant('answer' as const), fc.constant('gaveUp' as const)), { maxLength: 30 }),
        fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
        (steps, draws) => {
          const { follower, latest, timers } = setUp({ random: () => draws.next().value as number });
          follower.start();
          let attempt = 0;
          for (const step of steps) {
            if (step === 'answer') {
              latest().answer();
              attempt = 0;
              continue;
            }
            latest().drop(true);
            const [wait] = timers.waitingFor;
            expect(wait).toBeGreaterThanOrEqual(retryDelay(attempt) / 2);
            expect(wait).toBeLessThanOrEqual(retryDelay(attempt));
            expect(wait).toBeLessThanOrEqual(30_000);
            timers.advance(wait!);
            attempt += 1;
          }
          follower.stop();
          expect(timers.pending).toBe(0);
        },
      ),
    );
  });

  it('asks the probe before its own attempts: on `ended` it stops for good, a failed probe still reopens', async () => {
    const answers: (ProbeAnswer | Error)[] = [new Error('Failed to fetch'), 'reopen', 'ended'];
    let asked = 0;
    const { follower, sources, latest, timers, page, states } = setUp({
      probe: async () => {
        asked += 1;
        const answer = answers.shift()!;
        if (answer instanceof Error) throw answer;
        return answer;
      },
    });
    follower.start();
    latest().answer();
    for (let attempt = 0; attempt < 2; attempt++) {
      latest().drop(true);
      expect(timers.pending).toBe(0);
      await settle();
      timers.advance(timers.waitingFor[0]!);
    }
    expect(sources).toHaveLength(3);
    latest().drop(true);
    await settle();
    expect(asked).toBe(3);
    expect(follower.state).toBe('ended');
    expect(states.at(-1)).toBe('ended');
    expect(timers.pending).toBe(0);
    expect(page.listeners.size).toBe(0);
    timers.advance(600_000);
    page.setOnline(true);
    expect(sources).toHaveLength(3);
  });

  it('ignores a probe that answers after the stream was replaced or stopped', async () => {
    let answer: (value: ProbeAnswer) => void = () => {};
    const { follower, sources, latest, timers, page } = setUp({
      probe: () => new Promise<ProbeAnswer>((resolve) => (answer = resolve)),
    });
    follower.start();
    latest().answer();
    latest().drop(true);
    page.setOnline(false);
    page.setOnline(true);
    expect(sources).toHaveLength(2);
    answer('ended');
    await settle();
    expect(follower.state).not.toBe('ended');
    latest().answer();
    latest().drop(true);
    follower.stop();
    answer('reopen');
    await settle();
    expect(timers.pending).toBe(0);
    expect(follower.state).toBe('stopped');
  });

  it('says offline at once, and reconnects as soon as the network is back, from the last event, with the back-off over', () => {
    const { follower, openSources, sources, latest, timers, page } = setUp();
    follower.start();
    latest().answer();
    latest().send('order', 3);
    latest().drop(true);
    timers.advance(1_000);
    latest().drop(true);
    expect(timers.waitingFor).toEqual([3_000]);
    page.setOnline(false);
    expect(follower.state).toBe('offline');
    // The browser's retry fails while offline: still offline, not reconnecting.
    timers.advance(3_000);
    latest().drop();
    expect(follower.state).toBe('offline');
    page.setOnline(true);
    expect(openSources().map((source) => source.url)).toEqual([`${URL}&last_event_id=3`]);
    expect(follower.state).toBe('reconnecting');
    expect(timers.pending).toBe(0);
    latest().answer();
    expect(follower.state).toBe('live');
    latest().drop(true);
    expect(timers.waitingFor).toEqual([1_000]);
    expect(sources).toHaveLength(4);
  });

  it('opens a new stream when the network is back even if the old one looks open: it may have died with it', () => {
    const { follower, sources, latest, page, openSources } = setUp();
    follower.start();
    latest().answer();
    page.setOnline(false);
    expect(follower.state).toBe('offline');
    page.setOnline(true);
    expect(sources).toHaveLength(2);
    expect(openSources()).toEqual([latest()]);
    latest().answer();
    expect(follower.state).toBe('live');
  });

  it('counts a stream in its grace as down when the page is shown again', () => {
    const { follower, sources, latest, timers, page } = setUp({ graceMs: 5_000 });
    follower.start();
    latest().answer();
    page.setVisible(false);
    latest().drop(true);
    timers.advance(1_000);
    expect(follower.state).toBe('live');
    page.setVisible(true);
    expect(sources).toHaveLength(3);
  });

  it('reconnects at once when the page is shown again after being hidden with its stream down', () => {
    const { follower, sources, latest, timers, page } = setUp();
    follower.start();
    latest().answer();
    latest().send('order', 5);
    // Hidden and shown with a live stream: nothing to do.
    page.setVisible(false);
    page.setVisible(true);
    expect(sources).toHaveLength(1);

    page.setVisible(false);
    latest().drop(true);
    timers.advance(1_000);
    latest().drop(true);
    // A hidden tab's timers run late: the follower does not wait for this one once the page is back.
    expect(timers.waitingFor).toEqual([3_000]);
    page.setVisible(true);
    expect(sources).toHaveLength(3);
    expect(latest().url).toBe(`${URL}&last_event_id=5`);
    expect(timers.pending).toBe(0);
    // Shown again without having been hidden: no new stream.
    page.setVisible(true);
    expect(sources).toHaveLength(3);
  });

  it('waits for the network rather than the page when shown while offline', () => {
    const { follower, sources, latest, page } = setUp();
    follower.start();
    latest().answer();
    page.setVisible(false);
    page.setOnline(false);
    page.setVisible(true);
    expect(sources).toHaveLength(1);
    page.setOnline(true);
    expect(sources).toHaveLength(2);
  });

  it('keeps the state it had through a drop shorter than the grace, but says offline at once', () => {
    const { follower, latest, timers, page, states } = setUp({ graceMs: 5_000 });
    follower.start();
    latest().answer();
    latest().drop();
    timers.advance(4_999);
    expect(follower.state).toBe('live');
    latest().answer();
    timers.advance(10_000);
    expect(follower.state).toBe('live');
    latest().drop();
    timers.advance(5_000);
    expect(follower.state).toBe('reconnecting');
    page.setOnline(false);
    expect(follower.state).toBe('offline');
    // Back online: said offline until the new stream answers or the grace passes.
    page.setOnline(true);
    expect(follower.state).toBe('offline');
    timers.advance(5_000);
    expect(follower.state).toBe('reconnecting');
    latest().answer();
    expect(states).toEqual(['connecting', 'live', 'reconnecting', 'offline', 'reconnecting', 'live']);
  });

  it('leaves no timer, no listener and no open stream behind when stopped, and starts again from the last event', () => {
    const { follower, sources, latest, timers, page, openSources } = setUp({ graceMs: 5_000 });
    follower.start();
    latest().answer();
    latest().send('order', 21);
    latest().drop(true);
    expect(timers.pending).toBe(2);
    expect(page.listeners.size).toBe(1);
    follower.stop();
    expect(follower.state).toBe('stopped');
    expect(timers.pending).toBe(0);
    expect(page.listeners.size).toBe(0);
    expect(openSources()).toHaveLength(0);
    expect(sources.every((source) => source.listening === 0)).toBe(true);
    // Nothing moves it any more.
    timers.advance(600_000);
    page.setOnline(false);
    page.setOnline(true);
    expect(sources).toHaveLength(1);
    follower.stop();

    follower.start();
    expect(latest().url).toBe(`${URL}&last_event_id=21`);
    expect(follower.state).toBe('connecting');
    follower.stop();
    expect(timers.pending).toBe(0);
  });

  it('stops while waiting for a stream the browser is opening: its late answer changes nothing', () => {
    const { follower, latest } = setUp();
    follower.start();
    const first = latest();
    follower.stop();
    first.answer();
    first.send('order', 4);
    expect(follower.state).toBe('stopped');
    expect(follower.lastEventId).toBe('');
  });

  it('takes an open stream silent for STREAM_SILENCE_MS for dead: closes it and opens one from the last event, not a moment before', () => {
    const { follower, sources, latest, timers, states } = setUp();
    follower.start();
    const first = latest();
    first.answer();
    first.send('order', 4);
    timers.advance(STREAM_SILENCE_MS - 1);
    expect(follower.state).toBe('live');
    expect(sources).toHaveLength(1);
    timers.advance(1);
    // Given up on as the browser gives up on one: closed with its listeners, a new one after the first delay.
    expect(follower.state).toBe('reconnecting');
    expect(first.readyState).toBe(SOURCE_CLOSED);
    expect(first.listening).toBe(0);
    expect(timers.waitingFor).toEqual([1_000]);
    timers.advance(1_000);
    expect(sources).toHaveLength(2);
    expect(latest().url).toBe(`${URL}&last_event_id=4`);
    latest().answer();
    expect(states).toEqual(['connecting', 'live', 'reconnecting', 'live']);
    // The new stream is watched in turn.
    timers.advance(STREAM_SILENCE_MS + 1_000);
    expect(sources).toHaveLength(3);
  });

  it('keeps a quiet stream that pings: each message of any kind rearms the watchdog, a ping moves no id', () => {
    const { follower, sources, latest, timers } = setUp();
    follower.start();
    latest().answer();
    latest().send('order', 8);
    // Ten minutes of pings only, each a heartbeat after the last, then an order well into the silence limit.
    for (let beat = 0; beat < 24; beat++) {
      timers.advance(STREAM_HEARTBEAT_MS);
      latest().ping('8');
    }
    timers.advance(STREAM_SILENCE_MS - 1);
    latest().send('order', 9);
    timers.advance(STREAM_SILENCE_MS - 1);
    latest().send('ready', 9);
    timers.advance(STREAM_SILENCE_MS - 1);
    latest().ping();
    expect(sources).toHaveLength(1);
    expect(follower.state).toBe('live');
    expect(follower.lastEventId).toBe('9');
    expect(timers.pending).toBe(1);
    // Then nothing: the last message counts from when it came.
    timers.advance(STREAM_SILENCE_MS);
    expect(follower.state).toBe('reconnecting');
    timers.advance(1_000);
    expect(latest().url).toBe(`${URL}&last_event_id=9`);
  });

  it('runs no watchdog while the stream is not open, offline, ended or stopped', async () => {
    const { follower, sources, latest, timers, page } = setUp({ probe: async () => 'ended' });
    follower.start();
    // Connecting: the browser's own timeouts apply.
    expect(timers.pending).toBe(0);
    latest().answer();
    expect(timers.pending).toBe(1);
    // The browser reconnects by itself: nothing to watch until it answers.
    latest().drop();
    expect(timers.pending).toBe(0);
    latest().answer();
    expect(timers.pending).toBe(1);
    // Offline: what the old stream does proves nothing; `online` opens a new one anyway.
    page.setOnline(false);
    expect(timers.pending).toBe(0);
    latest().ping();
    expect(timers.pending).toBe(0);
    timers.advance(10 * STREAM_SILENCE_MS);
    expect(sources).toHaveLength(1);
    page.setOnline(true);
    expect(sources).toHaveLength(2);
    latest().answer();
    expect(timers.pending).toBe(1);
    follower.stop();
    expect(timers.pending).toBe(0);
    timers.advance(10 * STREAM_SILENCE_MS);
    expect(sources).toHaveLength(2);

    // A silent stream goes through the probe like any other: `ended` stops there, nothing left behind.
    follower.start();
    latest().answer();
    timers.advance(STREAM_SILENCE_MS);
    await settle();
    expect(follower.state).toBe('ended');
    expect(timers.pending).toBe(0);
    expect(sources).toHaveLength(3);
  });

  it('takes its silence limit as an option, and says nothing of a silent stream reopened within the grace', () => {
    const { follower, sources, latest, timers, states } = setUp({ silenceMs: 5_000, graceMs: 3_000 });
    follower.start();
    latest().answer();
    timers.advance(4_999);
    expect(sources).toHaveLength(1);
    timers.advance(1);
    expect(follower.state).toBe('live');
    timers.advance(1_000);
    expect(sources).toHaveLength(2);
    latest().answer();
    expect(states).toEqual(['connecting', 'live']);
  });

  it('reads the address at each opening', () => {
    let lang = 'ro';
    const { follower, latest } = setUp({ url: () => `https://api.test/e?lang=${lang}` });
    follower.start();
    latest().answer();
    latest().send('order', 2);
    lang = 'ru';
    follower.reconnect();
    expect(latest().url).toBe('https://api.test/e?lang=ru&last_event_id=2');
  });
});

describe('browserEnvironment', () => {
  it('reads a window it is given and takes its listeners off again', () => {
    const listeners = new Map<string, Set<() => void>>();
    const on = (type: string, listener: () => void) =>
      listeners.set(type, (listeners.get(type) ?? new Set()).add(listener));
    const off = (type: string, listener: () => void) => listeners.get(type)?.delete(listener);
    const page = {
      navigator: { onLine: false },
      document: { visibilityState: 'hidden', addEventListener: on, removeEventListener: off },
      addEventListener: on,
      removeEventListener: off,
    } satisfies BrowserWindow;
    const environment = browserEnvironment(page);
    expect([environment.online(), environment.visible()]).toEqual([false, false]);
    const changes: EnvironmentChange[] = [];
    const stop = environment.subscribe((change) => changes.push(change));
    page.document.visibilityState = 'visible';
    for (const type of ['online', 'offline', 'visibilitychange'])
      listeners.get(type)!.forEach((listener) => listener());
    expect(changes).toEqual(['online', 'offline', 'visible']);
    stop();
    expect([...listeners.values()].every((set) => set.size === 0)).toBe(true);
  });
});
