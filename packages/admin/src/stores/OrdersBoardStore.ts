// The live orders board: the orders in progress at the staff member's restaurants, loaded first, then kept
// current by the API's staff stream, followed as every live screen follows one (boardStream.ts: reconnecting,
// the session's end, the words the top bar says). A placed order that arrives while the board is open rings
// until someone acknowledges it. Moves go through POST /api/staff/orders/{id}/transition; a 409 (someone else
// moved it first, or the move is not allowed any more) reloads that order and says why in the API's words.
import type { StaffOrder, StaffStreamMessage } from '@nori/core/contract';
import { canCancel, nextState, PROMISE_QUICK_MINUTES, type OrderState } from '@nori/core/orderLifecycle';
import type { StreamFollower } from '@nori/core/streamFollower';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminApi } from '../api';
import { ApiError } from '../api/client';
import { arrives, awaitsAttention, laneOf, lanesOf, type Lane } from './boardLanes';
import { followBoardStream, type BoardOptions, type Connection, type OpenEventSource } from './boardStream';

export { LANES, type Lane } from './boardLanes';
export type { BoardOptions, Connection, EventSourceLike, OpenEventSource } from './boardStream';
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
    openEventSource: OpenEventSource,
    locale: () => string,
    options: BoardOptions = {},
  ) {
    this.stream = followBoardStream(api, openEventSource, locale, options, {
      order: (message) => this.receive(message),
      reset: () => void this.load(),
      said: (connection) => runInAction(() => (this.connection = connection)),
    });
    makeAutoObservable<OrdersBoardStore, 'api' | 'stream' | 'wanted'>(this, {
      api: false,
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
