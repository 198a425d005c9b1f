/**
 * One follower of the API's live streams (Server-Sent Events: packages/api/src/http/eventStream.ts), for every
 * live screen of every app: the shop's order pages (`useLiveOrder`) and the back office's board
 * (`OrdersBoardStore`) are thin adapters over it. It is a state machine apart from any view, as React Aria keeps
 * state apart from its components: the EventSource, the timers and the page (online, visible) come in, so tests
 * drive it with fakes and the apps map its state to their own words.
 *
 * What it does:
 * - opens the stream and remembers the id of the last event heard;
 * - lets the browser's EventSource reconnect by itself (it sends `Last-Event-ID`, the API replays what was
 *   missed); when the browser gives up instead (the source is CLOSED: an error answer such as a proxy's 502
 *   while the API restarts, a 401), asks the app's `probe` first where there is one (a 401 to "who am I": the
 *   session has ended, state `ended`, nothing more), then opens a new stream itself after core's delays, drawn
 *   with jitter (`jitteredRetryDelay`), from the last event heard (`?last_event_id=`);
 * - takes an open stream that has said nothing for `silenceMs` (core's STREAM_SILENCE_MS; the API pings every
 *   STREAM_HEARTBEAT_MS) for dead: a connection that died without a FIN or RST (a router restarted, the Wi-Fi
 *   roamed) leaves the browser's EventSource OPEN for ever. It is closed and opened again as when the browser
 *   gives up (probe, delay, from the last event heard). Every message rearms that watchdog; none runs while the
 *   stream is not open or the device is offline;
 * - says `offline` as soon as the device has no network, and reconnects at once when it is back (even a stream
 *   that looks open: its connection may have died with the network, and nothing says so for a while);
 * - reconnects at once when the page is shown again after being hidden and the stream is not live (a hidden
 *   tab's timers are throttled, so its next retry may be far off);
 * - `stop()` closes the stream and leaves no timer and no listener on the page behind.
 */
import {
  jitteredRetryDelay,
  STREAM_PING_EVENT,
  STREAM_RETRY_JITTER,
  STREAM_RETRY_MS,
  STREAM_SILENCE_MS,
  withLastEventId,
} from './liveStream';

/**
 * Where the follower stands: `connecting` (started, nothing heard yet), `live` (the stream is open),
 * `reconnecting` (it dropped and is being opened again, by the browser or by the follower), `offline` (the
 * device has no network: it comes back when the network does), `ended` (the probe said the session has ended:
 * nothing more will be tried), `stopped` (not started, or stopped).
 */
export type StreamState = 'connecting' | 'live' | 'reconnecting' | 'offline' | 'ended' | 'stopped';

/** What a handler reads of a message (an EventSource's MessageEvent has both). */
export interface StreamMessage {
  readonly data: string;
  readonly lastEventId: string;
}

/** An EventSource's readyState once the browser has given up and will not reconnect by itself. */
export const SOURCE_CLOSED = 2;

/**
 * What the follower needs of an EventSource: the browser's, the `eventsource` package's in Node, or a test's
 * fake. `open` and `error` arrive through `addEventListener` like every named event.
 */
export interface StreamSource {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: StreamMessage) => void): void;
  /** Used when there (the browser's has it), so that a closed source keeps no listener of the follower's. */
  removeEventListener?(type: string, listener: (event: StreamMessage) => void): void;
  close(): void;
}
export type OpenStreamSource = (url: string) => StreamSource;

/** The timers the follower waits with: the page's, or a test's (the follower reads no global). */
export interface StreamTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * The running page's (or process's) own timers, looked up at each call, so a test's fake timers or a page's
 * installed clock replace them. The follower itself never reaches for these: a screen hands them over.
 */
export const GLOBAL_TIMERS: StreamTimers = {
  setTimeout: (callback, ms) => (globalThis as unknown as StreamTimers).setTimeout(callback, ms),
  clearTimeout: (handle) => (globalThis as unknown as StreamTimers).clearTimeout(handle),
};

export type EnvironmentChange = 'online' | 'offline' | 'visible' | 'hidden';

/** The page around the stream: whether the device has a network and the page is shown, and their changes. */
export interface StreamEnvironment {
  online(): boolean;
  visible(): boolean;
  /** Calls `listener` on every change; returns what stops it. */
  subscribe(listener: (change: EnvironmentChange) => void): () => void;
}

/** A place with no network events and no pages (Node, a server): always online and shown. */
export const STEADY_ENVIRONMENT: StreamEnvironment = {
  online: () => true,
  visible: () => true,
  subscribe: () => () => {},
};

/** What `browserEnvironment` reads of a browser's `window` (given, never reached for as a global). */
export interface BrowserWindow {
  readonly navigator: { readonly onLine: boolean };
  readonly document: {
    readonly visibilityState: string;
    addEventListener(type: 'visibilitychange', listener: () => void): void;
    removeEventListener(type: 'visibilitychange', listener: () => void): void;
  };
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

/** A browser page as the follower's environment: `navigator.onLine`, `online`/`offline`, `visibilitychange`. */
export function browserEnvironment(page: BrowserWindow): StreamEnvironment {
  const visible = () => page.document.visibilityState !== 'hidden';
  return {
    online: () => page.navigator.onLine,
    visible,
    subscribe(listener) {
      const online = () => listener('online');
      const offline = () => listener('offline');
      const visibility = () => listener(visible() ? 'visible' : 'hidden');
      page.addEventListener('online', online);
      page.addEventListener('offline', offline);
      page.document.addEventListener('visibilitychange', visibility);
      return () => {
        page.removeEventListener('online', online);
        page.removeEventListener('offline', offline);
        page.document.removeEventListener('visibilitychange', visibility);
      };
    },
  };
}

/** The probe's answer: `ended` (the session has ended: stop), or `reopen` (anything else: try the stream). */
export type ProbeAnswer = 'reopen' | 'ended';

export interface StreamFollowerOptions {
  /** The stream's address, read at each opening (the back office's carries the UI's language). */
  url: string | (() => string);
  open: OpenStreamSource;
  timers: StreamTimers;
  /** @default STEADY_ENVIRONMENT */
  environment?: StreamEnvironment;
  /** A handler per named event (`order`, `reset`, `ready`, …). Every event's id is remembered either way. */
  handlers?: Readonly<Record<string, (message: StreamMessage) => void>>;
  /** Delays before the follower's own attempts, one per attempt, the last repeated. @default STREAM_RETRY_MS */
  retryMs?: readonly number[];
  /** @default STREAM_RETRY_JITTER */
  jitter?: number;
  /** @default Math.random */
  random?: () => number;
  /**
   * How long a drop may last before the state says so: the state it had stays meanwhile (the shop says nothing
   * of a drop the browser's own retry heals in 3 s). Going offline is said at once. @default 0
   */
  graceMs?: number;
  /**
   * How long an open stream may say nothing (no event, not even the API's ping) before it is taken for dead,
   * closed and opened again. @default STREAM_SILENCE_MS
   */
  silenceMs?: number;
  /**
   * Asked before each of the follower's own attempts (the back office: `GET /api/staff/me`). A rejection counts
   * as `reopen`: the API may still be on its way back.
   */
  probe?: () => Promise<ProbeAnswer>;
}

/**
 * Events the follower always listens to: `ready` carries where the stream stands after a replay; the API's
 * heartbeat (`ping`) only proves the connection still carries, for the watchdog.
 */
const ALWAYS_HEARD = ['ready', STREAM_PING_EVENT];

export class StreamFollower {
  private current: StreamState = 'stopped';
  private last = '';
  private running = false;
  private source: StreamSource | null = null;
  private detach: () => void = () => {};
  /** The follower's own attempts since the stream was last open. */
  private attempt = 0;
  private retryTimer: { handle: unknown } | null = null;
  private graceTimer: { handle: unknown } | null = null;
  /** Fires when the open stream has been silent for `silenceMs`; rearmed by every message. */
  private watchdog: { handle: unknown } | null = null;
  private unwatch: () => void = () => {};
  /** Whether the stream is open now (the state may still say `live` through a drop's grace). */
  private isOpen = false;
  /** Whether the page has been hidden since it was last shown. */
  private wasHidden = false;
  /** Counts sources closed: a probe that answers after its source was replaced (or the follower stopped) is late. */
  private generation = 0;
  private readonly listeners = new Set<(state: StreamState) => void>();
  private readonly environment: StreamEnvironment;

  constructor(private readonly options: StreamFollowerOptions) {
    this.environment = options.environment ?? STEADY_ENVIRONMENT;
  }

  get state(): StreamState {
    return this.current;
  }

  /** The id of the last event heard: where a new stream starts. Kept across stop and start. */
  get lastEventId(): string {
    return this.last;
  }

  /** Calls `listener` on every change of state (not at once: read `state` for the present one). */
  subscribe(listener: (state: StreamState) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Opens the stream (from the last event heard, if any); nothing when already started. */
  start() {
    if (this.running) return;
    this.running = true;
    this.attempt = 0;
    this.wasHidden = !this.environment.visible();
    this.unwatch = this.environment.subscribe((change) => this.changed(change));
    this.set('connecting');
    this.open();
  }

  /** Closes the stream, its timers and its listeners on the page; the state becomes `stopped`. */
  stop() {
    if (this.running) this.finish('stopped');
  }

  /** A new stream now, from the last event heard, with the back-off starting over. */
  reconnect() {
    if (!this.running) return;
    this.clearRetry();
    this.attempt = 0;
    this.closeSource();
    this.dropped();
    this.open();
  }

  private set(state: StreamState) {
    if (state === this.current) return;
    this.current = state;
    for (const listener of [...this.listeners]) listener(state);
  }

  private url() {
    const { url } = this.options;
    return typeof url === 'string' ? url : url();
  }

  private open() {
    this.closeSource();
    const source = this.options.open(withLastEventId(this.url(), this.last));
    const handlers = this.options.handlers ?? {};
    const names = [...new Set([...Object.keys(handlers), ...ALWAYS_HEARD])];
    const bound: [string, (event: StreamMessage) => void][] = [
      ['open', () => source === this.source && this.opened()],
      ['error', () => source === this.source && this.failed(source)],
      ...names.map((name): [string, (event: StreamMessage) => void] => [
        name,
        (event) => {
          if (source !== this.source) return;
          this.heard();
          if (event.lastEventId) this.last = event.lastEventId;
          handlers[name]?.(event);
        },
      ]),
    ];
    for (const [type, listener] of bound) source.addEventListener(type, listener);
    this.source = source;
    this.detach = () => {
      for (const [type, listener] of bound) source.removeEventListener?.(type, listener);
      source.close();
    };
  }

  private closeSource() {
    this.generation += 1;
    this.isOpen = false;
    this.clearWatchdog();
    this.detach();
    this.detach = () => {};
    this.source = null;
  }

  private opened() {
    this.isOpen = true;
    this.attempt = 0;
    this.clearGrace();
    this.heard();
    this.set('live');
  }

  private failed(source: StreamSource) {
    this.isOpen = false;
    this.clearWatchdog();
    this.dropped();
    // Not closed: the browser reconnects by itself, with Last-Event-ID. Closed: it will not; the follower does.
    if (source.readyState !== SOURCE_CLOSED) return;
    this.closeSource();
    void this.reopenLater();
  }

  /**
   * The open stream said something: it is alive for another `silenceMs`. Only while it is open and the device
   * online: a source still connecting has the browser's own timeouts, and offline waits for `online`.
   */
  private heard() {
    this.clearWatchdog();
    if (!this.isOpen || !this.environment.online()) return;
    this.watchdog = this.after(this.options.silenceMs ?? STREAM_SILENCE_MS, () => {
      this.watchdog = null;
      this.silent();
    });
  }

  /**
   * Nothing for `silenceMs`, not even a ping, on a stream that looks open: its connection died without a word,
   * and the browser will never notice. Given up on as the browser gives up on one: closed, and opened again.
   */
  private silent() {
    this.closeSource();
    this.dropped();
    void this.reopenLater();
  }

  /** The stream is down: offline at once without a network, else reconnecting once the grace has passed. */
  private dropped() {
    if (!this.environment.online()) {
      this.clearGrace();
      this.set('offline');
      return;
    }
    if (this.current === 'reconnecting') return;
    const graceMs = this.options.graceMs ?? 0;
    if (graceMs <= 0) {
      this.set('reconnecting');
      return;
    }
    this.graceTimer ??= this.after(graceMs, () => {
      this.graceTimer = null;
      this.set(this.environment.online() ? 'reconnecting' : 'offline');
    });
  }

  private async reopenLater() {
    const generation = this.generation;
    if (this.options.probe) {
      let answer: ProbeAnswer = 'reopen';
      try {
        answer = await this.options.probe();
      } catch {
        // Not answered: the API (or the network) is on its way back. Try the stream anyway.
      }
      if (generation !== this.generation || !this.running) return;
      if (answer === 'ended') return this.finish('ended');
    }
    const delay = jitteredRetryDelay(this.attempt, {
      delays: this.options.retryMs ?? STREAM_RETRY_MS,
      jitter: this.options.jitter ?? STREAM_RETRY_JITTER,
      random: this.options.random,
    });
    this.attempt += 1;
    this.retryTimer = this.after(delay, () => {
      this.retryTimer = null;
      this.open();
    });
  }

  private changed(change: EnvironmentChange) {
    switch (change) {
      case 'offline':
        this.clearGrace();
        // What the stream says (or not) from here proves nothing: `online` opens a new one anyway.
        this.clearWatchdog();
        this.set('offline');
        return;
      case 'online':
        // Back: a new stream now rather than at the next retry, which may be 30 s away. Even one that looks
        // open: its connection may have died with the network without a word (the watchdog would take 60 s).
        this.reconnect();
        return;
      case 'hidden':
        this.wasHidden = true;
        return;
      case 'visible':
        if (!this.wasHidden) return;
        this.wasHidden = false;
        if (!this.isOpen && this.environment.online()) this.reconnect();
        return;
    }
  }

  private finish(state: 'ended' | 'stopped') {
    this.running = false;
    this.clearRetry();
    this.clearGrace();
    this.closeSource();
    this.unwatch();
    this.unwatch = () => {};
    this.set(state);
  }

  private after(ms: number, callback: () => void): { handle: unknown } {
    return { handle: this.options.timers.setTimeout(callback, ms) };
  }

  private clearRetry() {
    if (this.retryTimer) this.options.timers.clearTimeout(this.retryTimer.handle);
    this.retryTimer = null;
  }

  private clearGrace() {
    if (this.graceTimer) this.options.timers.clearTimeout(this.graceTimer.handle);
    this.graceTimer = null;
  }

  private clearWatchdog() {
    if (this.watchdog) this.options.timers.clearTimeout(this.watchdog.handle);
    this.watchdog = null;
  }
}
