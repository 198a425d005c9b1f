// The live orders board: the orders in progress at the staff member's restaurants, kept current by the API's
// staff stream (GET /api/staff/events, Server-Sent Events). It loads the orders first, then follows; the
// browser's EventSource reconnects by itself with Last-Event-ID, so nothing is missed, and an `event: reset`
// (too far behind) reloads. When the browser gives up instead — an error answer, as a proxy gives while the API
// restarts behind it — the board opens a new stream itself after core's growing delays (as the shop's order
// follower does), from the last event it heard, so the orders placed meanwhile arrive and ring; only an ended
// session (the API answers 401 to "who am I") stops it. A placed order that arrives while the board is open
// rings until someone acknowledges it. Moves go through POST /api/staff/orders/{id}/transition; a 409 (someone else moved it first,
// or the move is not allowed any more) reloads that order and says why in the API's words.
import { retryDelay, withLastEventId } from '@nori/core/liveStream';
import { canCancel, isFinalState, nextState, PROMISE_QUICK_MINUTES, type OrderState } from '@nori/core/orderLifecycle';
import type { StaffOrder, StaffOrderEvent, StaffStreamMessage } from '@nori/core/contract';
import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, type ApiClient } from '../api/client';

/** What the board needs of an EventSource (the browser's, or the `eventsource` package in tests). */
export interface EventSourceLike {
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}
export type OpenEventSource = (url: string) => EventSourceLike;

/** EventSource.CLOSED: the browser gave up (an HTTP error such as 401) and will not reconnect by itself. */
const CLOSED = 2;

export type Connection = 'connecting' | 'live' | 'reconnecting' | 'offline';

export interface BoardOptions {
  /** Delays between the board's own attempts to open the stream again (core's STREAM_RETRY_MS). */
  retryMs?: readonly number[];
  /** Called when the stream stopped because the session has ended (the API answers 401): sign in again. */
  onSessionEnded?: () => void;
}

/** The board's lanes, left to right: scheduled orders wait in their own lane until their preparation time. */
/** The system accepting a placed order: the restaurant auto-accepts. */
const isAutoAcceptance = (event: StaffOrderEvent) =>
  event.type === 'status' && event.status === 'accepted' && event.from_status === 'placed' && event.actor === 'system';

/**
 * An order someone in the kitchen must notice: placed and waiting, or accepted by auto-accept and not yet
 * moved on — it rings like a new one until someone says "seen", though nobody has to accept it.
 */
export function awaitsAttention(order: StaffOrder): boolean {
  if (order.status === 'placed') return true;
  const last = order.history.findLast((e) => e.type === 'status');
  return order.status === 'accepted' && last !== undefined && isAutoAcceptance(last);
}

export const LANES = ['scheduled', 'placed', 'accepted', 'preparing', 'ready', 'out_for_delivery'] as const;
export type Lane = (typeof LANES)[number];

export { PROMISE_QUICK_MINUTES };

/** A new order not accepted within this many minutes is marked late (the API's ORDER_ALERT_MINUTES default). */
export const ACCEPT_WITHIN_MINUTES = 5;

const laneOf = (order: StaffOrder): Lane | null => {
  if (isFinalState(order.status) || order.status === 'awaiting_payment') return null;
  if (order.status === 'placed' && order.released_at === null) return 'scheduled';
  return order.status as Lane;
};

/** Orders in a lane, the one due first on top. */
const byDue = (a: StaffOrder, b: StaffOrder) =>
  (a.promised_at ?? a.release_at).localeCompare(b.promised_at ?? b.release_at) || a.id - b.id;

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

  private source: EventSourceLike | null = null;
  /** The id of the last event heard, where a new stream starts. */
  private lastEventId = '';
  /** The board's own attempts since the stream was last live, and the one waiting. */
  private attempt = 0;
  private retry: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly api: ApiClient,
    private readonly openEventSource: OpenEventSource,
    private readonly locale: () => string,
    private readonly now: () => number = Date.now,
    private readonly options: BoardOptions = {},
  ) {
    makeAutoObservable<
      OrdersBoardStore,
      'api' | 'openEventSource' | 'locale' | 'now' | 'options' | 'source' | 'lastEventId' | 'attempt' | 'retry'
    >(this, {
      api: false,
      openEventSource: false,
      locale: false,
      now: false,
      options: false,
      source: false,
      lastEventId: false,
      attempt: false,
      retry: false,
    });
  }

  /** Each lane's orders, due first on top. */
  get lanes(): Record<Lane, StaffOrder[]> {
    const lanes = Object.fromEntries(LANES.map((lane) => [lane, [] as StaffOrder[]])) as Record<Lane, StaffOrder[]>;
    for (const order of this.orders.values()) {
      const lane = laneOf(order);
      if (lane) lanes[lane].push(order);
    }
    for (const lane of LANES) lanes[lane].sort(byDue);
    return lanes;
  }

  get ringing(): boolean {
    return this.unacknowledged.size > 0;
  }

  /** Loads the orders in progress, then follows the stream. */
  async start() {
    await this.load();
    this.follow();
  }

  stop() {
    clearTimeout(this.retry);
    this.retry = undefined;
    this.source?.close();
    this.source = null;
  }

  async load() {
    const { data } = await this.api.get<{ data: StaffOrder[] }>('/api/staff/orders?limit=200');
    runInAction(() => {
      this.orders = new Map(data.map((order) => [order.id, order]));
      for (const id of this.unacknowledged) {
        const order = this.orders.get(id);
        if (!order || !awaitsAttention(order)) this.unacknowledged.delete(id);
      }
      this.loaded = true;
    });
  }

  private follow() {
    this.stop();
    const source = this.openEventSource(
      withLastEventId(
        `${this.api.baseUrl}/api/staff/events?lang=${encodeURIComponent(this.locale())}`,
        this.lastEventId,
      ),
    );
    this.source = source;
    const heard = (event: MessageEvent) => {
      if (event.lastEventId) this.lastEventId = event.lastEventId;
    };
    source.onopen = () => runInAction(() => (this.connection = 'live'));
    source.onerror = () => {
      if (source !== this.source) return;
      runInAction(() => (this.connection = 'reconnecting'));
      // The browser retries by itself unless the answer was an error; then the board does.
      if (source.readyState === CLOSED) void this.reopenLater(source);
    };
    source.addEventListener('order', (event) => {
      heard(event);
      this.receive(JSON.parse(event.data) as StaffStreamMessage);
    });
    source.addEventListener('reset', (event) => {
      heard(event);
      void this.load();
    });
    source.addEventListener('ready', (event) => {
      heard(event);
      this.attempt = 0;
      runInAction(() => (this.connection = 'live'));
    });
  }

  /**
   * After the browser gave up on `source`: asks the API who this is — a 401 means the session has ended, and
   * the board stops there — else opens a new stream after the next delay, unless stopped meanwhile.
   */
  private async reopenLater(source: EventSourceLike) {
    source.close();
    try {
      await this.api.get('/api/staff/me');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        if (source !== this.source) return;
        this.source = null;
        runInAction(() => (this.connection = 'offline'));
        this.options.onSessionEnded?.();
        return;
      }
      // Not answered, or answered with an error: the API is still on its way back. Try the stream anyway.
    }
    if (source !== this.source) return;
    const delay = retryDelay(this.attempt, this.options.retryMs);
    this.attempt += 1;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (source === this.source) this.follow();
    }, delay);
  }

  /** One order's change from the stream: the board shows the order as it is now. */
  receive({ event, order }: StaffStreamMessage) {
    const known = this.orders.get(order.id);
    if (known && known.updated_at > order.updated_at) return;
    if (laneOf(order) === null) this.orders.delete(order.id);
    else this.orders.set(order.id, order);
    const arrived =
      event.type === 'released' ||
      (event.status === 'placed' && event.from_status !== 'placed') ||
      isAutoAcceptance(event);
    if (awaitsAttention(order) && order.released_at !== null && arrived) this.unacknowledged.add(order.id);
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

  /**
   * Whether the order is past the time promised to the shopper, or — still waiting to be accepted — has
   * waited in the kitchen longer than `acceptWithinMinutes` (the restaurant's alert comes then too).
   */
  isLate(order: StaffOrder, acceptWithinMinutes = ACCEPT_WITHIN_MINUTES): boolean {
    if (order.status === 'placed')
      return order.released_at !== null && Date.parse(order.release_at) + acceptWithinMinutes * 60_000 < this.now();
    return order.promised_at !== null && Date.parse(order.promised_at) < this.now();
  }

  /** Moves an order on; true when the API took it. */
  async move(order: StaffOrder, to: OrderState, details: { promised_minutes?: number; reason?: string } = {}) {
    this.moving.add(order.id);
    this.problem = null;
    try {
      // `from`: the state the card shows, so that a colleague's move made meanwhile is answered with their name
      // ("Ana has already accepted this order"), not as a move the table does not allow.
      const { data } = await this.api.post<{ data: StaffOrder }>(`/api/staff/orders/${order.id}/transition`, {
        to,
        from: order.status,
        ...details,
      });
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
      const { data } = await this.api.get<{ data: StaffOrder }>(`/api/staff/orders/${id}`);
      runInAction(() => this.receiveOrder(data));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) runInAction(() => this.orders.delete(id));
    }
  }
}
