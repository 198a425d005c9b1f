/**
 * What happens to an order after it is placed: its states, which moves are allowed, and who may make
 * them. The API refuses any other move (409); the shop's timeline and the back office's board draw from
 * the same table, so the three can never disagree about what comes next.
 *
 *   awaiting_payment ─(card verified)→ placed ─→ accepted ─→ preparing ─→ ready ─→ out_for_delivery ─→ delivered
 *                                                                            └──(pickup)──→ picked_up
 *   placed, accepted, preparing, ready, out_for_delivery ─(restaurant, with a reason)→ cancelled
 *   placed ─(shopper)→ cancelled;   awaiting_payment ─(system: the payment never came)→ cancelled
 */
import type { OrderStatus, OrderTypeCode } from './contract';

export const ORDER_STATES = [
  'awaiting_payment',
  'placed',
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivered',
  'picked_up',
  'cancelled',
] as const satisfies readonly OrderStatus[];

/** The contract's `OrderStatus`: every one of them is in ORDER_STATES (checked below). */
export type OrderState = OrderStatus;
type Unlisted = Exclude<OrderStatus, (typeof ORDER_STATES)[number]>;
// Fails to compile if the contract gains a state this list lacks.
true satisfies [Unlisted] extends [never] ? true : never;

/** Who moves an order: a restaurant's staff, the shopper who placed it, or the server itself (jobs, payments). */
export type OrderActor = 'staff' | 'shopper' | 'system';

export const isOrderState = (value: string): value is OrderState => (ORDER_STATES as readonly string[]).includes(value);

/** States an order never leaves. */
export const FINAL_STATES: readonly OrderState[] = ['delivered', 'picked_up', 'cancelled'];

export const isFinalState = (state: OrderState) => FINAL_STATES.includes(state);

/** The way forward from each state, by order type (cancelling is separate: see `canCancel`). */
const FORWARD: Record<OrderTypeCode, Partial<Record<OrderState, OrderState>>> = {
  delivery: {
    awaiting_payment: 'placed',
    placed: 'accepted',
    accepted: 'preparing',
    preparing: 'ready',
    ready: 'out_for_delivery',
    out_for_delivery: 'delivered',
  },
  pickup: {
    awaiting_payment: 'placed',
    placed: 'accepted',
    accepted: 'preparing',
    preparing: 'ready',
    ready: 'picked_up',
  },
};

/** The next state on the happy path, or null once the order is done (or cancelled). */
export function nextState(type: OrderTypeCode, state: OrderState): OrderState | null {
  return FORWARD[type][state] ?? null;
}

/** Every state an order of this type passes through on its way to the end, in order (no cancellation). */
export function happyPath(type: OrderTypeCode): OrderState[] {
  const path: OrderState[] = ['placed'];
  for (let next = nextState(type, 'placed'); next; next = nextState(type, next)) path.push(next);
  return path;
}

/** Whether `actor` may cancel an order in `state`. */
export function canCancel(state: OrderState, actor: OrderActor): boolean {
  if (isFinalState(state)) return false;
  if (actor === 'shopper') return state === 'placed';
  if (actor === 'system') return state === 'awaiting_payment';
  return state !== 'awaiting_payment';
}

/**
 * Whether `actor` may move an order of `type` from `from` to `to`. Staff walk the kitchen's path one step
 * at a time; only the server marks a card order placed (after the provider confirmed the payment), and it
 * may accept a placed order for a restaurant that auto-accepts.
 */
export function canTransition(type: OrderTypeCode, from: OrderState, to: OrderState, actor: OrderActor): boolean {
  if (to === 'cancelled') return canCancel(from, actor);
  if (nextState(type, from) !== to) return false;
  if (from === 'awaiting_payment') return actor === 'system';
  if (from === 'placed') return actor === 'staff' || actor === 'system';
  return actor === 'staff';
}

/** Minutes an operator can promise with one tap when accepting. */
export const PROMISE_QUICK_MINUTES = [20, 30, 45, 60] as const;
/** Bounds of a promised time, in minutes from acceptance. */
export const PROMISE_MINUTES = { min: 5, max: 240 } as const;
/** Longest cancellation reason, in characters. */
export const CANCEL_REASON_MAX = 300;
