// One order as the back office shows it (GET /api/staff/orders/{id}): its lines, totals, where it goes, and
// its whole history — who moved it, when and why. An order still in progress can be moved on from here as
// from the board (POST …/transition, the same one step forward and cancel with a reason); a move someone
// else made first (409) reloads the order and says why in the API's words.
import type { StaffOrder, StaffRestaurant } from '@nori/core/contract';
import { canCancel, nextState, type OrderState } from '@nori/core/orderLifecycle';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminApi } from '../api';
import { ApiError } from '../api/client';
import { textIn } from '@nori/core/localized';

export type OrderPageState = 'loading' | 'ready' | 'notFound' | 'failed';

export class OrderPageStore {
  orderId: number | null = null;
  order: StaffOrder | null = null;
  state: OrderPageState = 'loading';
  restaurants: StaffRestaurant[] = [];
  moving = false;
  /** The API's words for a refused move ('' when the server did not answer). */
  problem: string | null = null;
  /** The API's words for the cancel reason it refused. */
  reasonError: string | null = null;

  private request = 0;

  constructor(private readonly api: AdminApi) {
    makeAutoObservable<OrderPageStore, 'api' | 'request'>(this, { api: false, request: false });
  }

  async load(id: number) {
    if (this.orderId !== id) {
      this.order = null;
      this.problem = null;
    }
    this.orderId = id;
    this.state = this.order ? this.state : 'loading';
    const request = ++this.request;
    const restaurants =
      this.restaurants.length > 0
        ? Promise.resolve(this.restaurants)
        : this.api.settings.restaurants.list().catch((): StaffRestaurant[] => []);
    try {
      const [data, list] = await Promise.all([this.api.orders.get(id), restaurants]);
      if (request !== this.request) return;
      runInAction(() => {
        this.order = data;
        this.restaurants = list;
        this.state = 'ready';
      });
    } catch (error) {
      if (request !== this.request) return;
      runInAction(() => {
        this.order = null;
        this.state = error instanceof ApiError && error.status === 404 ? 'notFound' : 'failed';
      });
    }
  }

  /** The one step forward from the order's state (accepting asks for a promised time), or null. */
  get next(): OrderState | null {
    return this.order ? nextState(this.order.order_type, this.order.status) : null;
  }

  get cancellable(): boolean {
    return this.order !== null && canCancel(this.order.status, 'staff');
  }

  /** The restaurant's name in the UI's language (its number while the list is not known). */
  restaurantName(locale: string): string {
    const order = this.order;
    if (!order) return '';
    const restaurant = this.restaurants.find((r) => r.id === order.restaurant_id);
    return restaurant ? textIn(restaurant.name, locale) : `#${order.restaurant_id}`;
  }

  /** Moves the order on; true when the API took it. */
  async move(to: OrderState, details: { promised_minutes?: number; reason?: string } = {}) {
    const order = this.order;
    if (!order || this.moving) return false;
    this.moving = true;
    this.problem = null;
    this.reasonError = null;
    try {
      // `from`: the state this page shows, so that a colleague's move made meanwhile is answered with their name.
      const data = await this.api.orders.transition(order.id, { to, from: order.status, ...details });
      runInAction(() => (this.order = data));
      return true;
    } catch (error) {
      runInAction(() => {
        if (error instanceof ApiError && error.fields.reason) this.reasonError = error.fields.reason.join(' ');
        else this.problem = error instanceof ApiError ? error.message : '';
      });
      if (error instanceof ApiError && error.status === 409) await this.load(order.id);
      return false;
    } finally {
      runInAction(() => (this.moving = false));
    }
  }

  clearProblem() {
    this.problem = null;
    this.reasonError = null;
  }
}
