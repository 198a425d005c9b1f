// The live orders board: the orders in progress at the staff member's restaurants, kept current by the API's
// staff stream (GET /api/staff/events, Server-Sent Events). It loads the orders first, then follows the stream
// with core's StreamFollower, the one every live screen uses: the browser's EventSource reconnects by itself with
// Last-Event-ID, so nothing is missed, and an `event: reset` (too far behind, or the member's access changed)
// reloads. When the browser gives up instead — an error answer, as a proxy gives while the API restarts — a new
// stream opens after core's growing delays (drawn with jitter), from the last event heard, so the orders placed
// meanwhile arrive and ring; at once when the network comes back or the tablet's screen is shown again. Before
// each of those attempts the board asks the API who this is: a 401 means the session has ended, and the board
// stops there. A placed order that arrives while the board is open rings until someone acknowledges it. Moves
// go through POST /api/staff/orders/{id}/transition; a 409 (someone else moved it first, or the move is not
// allowed any more) reloads that order and says why in the API's words.
import type { StaffOrder, StaffStreamMessage } from '@nori/core/contract';
import { canCancel, nextState, PROMISE_QUICK_MINUTES, type OrderState } from '@nori/core/orderLifecycle';
import {
  browserEnvironment,
  StreamFollower,
  type OpenStreamSource,
  type StreamEnvironment,
  type StreamSource,
  type StreamState,
  type StreamTimers,
} from '@nori/core/streamFollower';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminApi } from '../api';
import { ApiError } from '../api/client';
import { arrives, awaitsAttention, laneOf, lanesOf, type Lane } from './boardLanes';

export { LANES, type Lane } from './boardLanes';

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

/** The page's timers, looked up at each call (a test's clock replaces them). */
const PAGE_TIMERS: StreamTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface BoardOptions {
  /** Delays between the board's own attempts to open the stream again (core's STREAM_RETRY_MS). */
  retryMs?: readonly number[];
  /** Draws how much of each delay is taken off, up to half (Math.random; a test's 0 waits the table's). */
  random?: () => number;
  /** The timers the board waits with (the page's). */
  timers?: StreamTimers;
  /** Network and visibility: the page's window in a browser, none in Node. */
  environment?: StreamEnvironment;
  /** Called when the stream stopped because the session has ended (the API answers 401): sign in again. */
  onSessionEnded?: () => void;
}

export { PROMISE_QUICK_MINUTES };

export class OrdersBoardStore {
  orders = new Map<number, StaffOrder>();
  connection: Connection = 'connecting';
  /** Placed orders that arrived live and nobody has acknowledged yet: the board rings while there are any. */
  unacknowledged = new Set<number>();
  /** The last refusal of a move, in the API's words (someone else moved it first…), with its order. */
  problem: { orderId: number; message: string } | null = null;
  /** Orders being moved right now (their buttons wait). */
  moving = new Set<number>();
  loaded = false;

  /** The staff stream, followed from `start()` to `stop()`; `connection` mirrors its state. */
  private readonly stream: StreamFollower;
  /** Between `start()` and `stop()`: a list that loads after the board was stopped opens no stream. */
  private wanted = false;

  constructor(
    private readonly api: AdminApi,
    private readonly openEventSource: OpenEventSource,
    private readonly locale: () => string,
    private readonly options: BoardOptions = {},
  ) {
    this.stream = new StreamFollower({
      url: () => this.api.orders.eventsUrl(this.locale()),
      open: openEventSource,
      timers: options.timers ?? PAGE_TIMERS,
      environment: options.environment ?? (typeof window === 'undefined' ? undefined : browserEnvironment(window)),
      retryMs: options.retryMs,
      random: options.random,
      handlers: {
        order: (event) => this.receive(JSON.parse(event.data) as StaffStreamMessage),
        reset: () => void this.load(),
      },
      probe: () => this.whoAmI(),
    });
    this.stream.subscribe((state) => this.streamChanged(state));
    makeAutoObservable<OrdersBoardStore, 'api' | 'openEventSource' | 'locale' | 'options' | 'stream' | 'wanted'>(this, {
      api: false,
      openEventSource: false,
      locale: false,
      options: false,
      stream: false,
      wanted: false,
    });
  }

  /** Each lane's orders, due first on top. */
  get lanes(): Record<Lane, StaffOrder[]> {
    return lanesOf(this.orders.values());
  }

  get ringing(): boolean {
    return this.unacknowledged.size > 0;
  }

  /** Loads the orders in progress, then follows the stream (from the last event heard, after a stop). */
  async start() {
    this.wanted = true;
    await this.load();
    if (this.wanted) this.stream.start();
  }

  /** Closes the stream; no timer or listener of the board's is left on the page. */
  stop() {
    this.wanted = false;
    this.stream.stop();
  }

  async load() {
    const { data } = await this.api.orders.search({ limit: 200 });
    runInAction(() => {
      this.orders = new Map(data.map((order) => [order.id, order]));
      for (const id of this.unacknowledged) {
        const order = this.orders.get(id);
        if (!order || !awaitsAttention(order)) this.unacknowledged.delete(id);
      }
      this.loaded = true;
    });
  }

  private streamChanged(state: StreamState) {
    const said = SAID[state];
    if (said) runInAction(() => (this.connection = said));
    if (state === 'ended') this.options.onSessionEnded?.();
  }

  /**
   * Asked before each of the board's own attempts, once the browser has given up on the stream: a 401 means
   * the session has ended (signed out in another tab, disabled), and the board stops there. Anything else —
   * no answer, a 502 — means the API is on its way back: try the stream.
   */
  private async whoAmI(): Promise<'ended' | 'reopen'> {
    try {
      await this.api.session.me();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return 'ended';
    }
    return 'reopen';
  }

  /** One order's change from the stream: the board shows the order as it is now. */
  receive({ event, order }: StaffStreamMessage) {
    const known = this.orders.get(order.id);
    if (known && known.updated_at > order.updated_at) return;
    if (laneOf(order) === null) this.orders.delete(order.id);
    else this.orders.set(order.id, order);
    if (awaitsAttention(order) && order.released_at !== null && arrives(event)) this.unacknowledged.add(order.id);
    if (!awaitsAttention(order)) this.unacknowledged.delete(order.id);
  }

  acknowledge(orderId?: number) {
    if (orderId === undefined) this.unacknowledged.clear();
    else this.unacknowledged.delete(orderId);
  }

  /** The one step forward from the order's state (accepting asks for a promised time), or null at the end. */
  next(order: StaffOrder): OrderState | null {
    return nextState(order.order_type, order.status);
  }

  canCancel(order: StaffOrder): boolean {
    return canCancel(order.status, 'staff');
  }

  /** Moves an order on; true when the API took it. */
  async move(order: StaffOrder, to: OrderState, details: { promised_minutes?: number; reason?: string } = {}) {
    this.moving.add(order.id);
    this.problem = null;
    try {
      // `from`: the state the card shows, so that a colleague's move made meanwhile is answered with their name
      // ("Ana has already accepted this order"), not as a move the table does not allow.
      const data = await this.api.orders.transition(order.id, { to, from: order.status, ...details });
      runInAction(() => {
        this.unacknowledged.delete(order.id);
        this.receiveOrder(data);
      });
      return true;
    } catch (error) {
      const message = error instanceof ApiError ? error.message : '';
      runInAction(() => (this.problem = { orderId: order.id, message }));
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) await this.reloadOrder(order.id);
      return false;
    } finally {
      runInAction(() => this.moving.delete(order.id));
    }
  }

  private receiveOrder(order: StaffOrder) {
    if (laneOf(order) === null) this.orders.delete(order.id);
    else this.orders.set(order.id, order);
  }

  private async reloadOrder(id: number) {
    try {
      const data = await this.api.orders.get(id);
      runInAction(() => this.receiveOrder(data));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) runInAction(() => this.orders.delete(id));
    }
  }
}
