/**
 * The restaurant's side of a journey, through the API as the back office calls it: a staff sign-in (the
 * session cookie and the CSRF token it answers with), then moves of an order through the kitchen
 * (`POST /api/staff/orders/{id}/transition`) and the stop-list (`POST /api/staff/stop-list`). The staff
 * member is one the global set-up created: the owner by default, or the operator of restaurant 1.
 */
import { inject } from 'vitest';
import { apiUrl } from './browser';
import type { StaffLogin } from './globalSetup';

export interface StaffOrder {
  id: number;
  status: string;
  promised_at: string | null;
}

export interface Restaurant {
  /** Moves an order one step; accepting takes the minutes promised, cancelling a reason. */
  move(orderId: number, to: string, details?: { promised_minutes?: number; reason?: string }): Promise<StaffOrder>;
  /** Walks a placed pickup order to `picked_up` (which is when its bonuses are earned). */
  handOver(orderId: number): Promise<void>;
  /** Takes a dish off a restaurant's menu (`available: false`) or puts it back; answers the API's data. */
  setAvailable(productId: number, restaurantId: number, available: boolean): Promise<StopListEntry>;
}

export interface StopListEntry {
  product_id: number;
  restaurant_id: number;
  available: boolean;
}

/** Signs one of the journeys' staff members in (the owner unless told) and returns what they can do. */
export async function signInRestaurant(member: StaffLogin = inject('staff')): Promise<Restaurant> {
  const response = await fetch(`${apiUrl()}/api/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(member),
  });
  if (!response.ok) throw new Error(`Staff sign-in answered ${response.status}: ${await response.text()}`);
  const { csrf_token: csrf } = (await response.json()) as { csrf_token: string };
  // The session cookie, as a browser would send it back: its name and value only.
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .join('; ');
  const move: Restaurant['move'] = async (orderId, to, details = {}) => {
    const moved = await fetch(`${apiUrl()}/api/staff/orders/${orderId}/transition`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf },
      body: JSON.stringify({ to, ...details }),
    });
    if (!moved.ok) throw new Error(`Moving order ${orderId} to ${to} answered ${moved.status}: ${await moved.text()}`);
    return ((await moved.json()) as { data: StaffOrder }).data;
  };
  return {
    move,
    async handOver(orderId) {
      await move(orderId, 'accepted', { promised_minutes: 30 });
      for (const to of ['preparing', 'ready', 'picked_up']) await move(orderId, to);
    },
    async setAvailable(productId, restaurantId, available) {
      const set = await fetch(`${apiUrl()}/api/staff/stop-list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf },
        body: JSON.stringify({ product_id: productId, restaurant_id: restaurantId, available }),
      });
      if (set.status !== 200) throw new Error(`The stop-list answered ${set.status}: ${await set.text()}`);
      return ((await set.json()) as { data: StopListEntry }).data;
    },
  };
}
