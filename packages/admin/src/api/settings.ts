/**
 * The business's settings (packages/api/src/routes/manageBusiness.ts): its restaurants (details, hours,
 * pausing ordering, a busy kitchen), delivery zones, the shop's options (announcements, contacts, socials)
 * and the order rules.
 */
import type {
  OrderRulesRequest,
  RegionRequest,
  RestaurantPatch,
  StaffOptions,
  StaffOrderRules,
  StaffRegion,
  StaffRestaurant,
} from '@nori/core/contract';
import type { ApiClient } from './client';
import { idPart } from './query';

const restaurantPath = (id: number) => `/api/staff/restaurants/${idPart(id)}`;
const regionPath = (id: number) => `/api/staff/regions/${idPart(id)}`;

export function createSettingsApi(client: ApiClient) {
  const unwrap = async <T>(answer: Promise<{ data: T }>) => (await answer).data;
  return {
    restaurants: {
      /** The member's restaurants (an owner: all). */
      list: () => unwrap(client.get<{ data: StaffRestaurant[] }>('/api/staff/restaurants')),
      update: (id: number, patch: RestaurantPatch) =>
        unwrap(client.patch<{ data: StaffRestaurant }>(restaurantPath(id), patch)),
      /** Pauses ordering (`{ minutes }` or `{ until }`; `{ minutes: 0 }` resumes). */
      pause: (id: number, body: { minutes?: number; until?: string | null }) =>
        unwrap(client.post<{ data: StaffRestaurant }>(`${restaurantPath(id)}/pause`, body)),
      /** The kitchen is busy: minutes added to the earliest time offered; 0 ends it. */
      busy: (id: number, body: { minutes: number }) =>
        unwrap(client.post<{ data: StaffRestaurant }>(`${restaurantPath(id)}/busy`, body)),
    },
    regions: {
      list: () => unwrap(client.get<{ data: StaffRegion[] }>('/api/staff/regions')),
      create: (request: RegionRequest) => unwrap(client.post<{ data: StaffRegion }>('/api/staff/regions', request)),
      update: (id: number, patch: Partial<RegionRequest>) =>
        unwrap(client.patch<{ data: StaffRegion }>(regionPath(id), patch)),
      remove: (id: number) => client.delete(regionPath(id)),
    },
    options: {
      get: () => unwrap(client.get<{ data: StaffOptions }>('/api/staff/settings/options')),
      save: (options: StaffOptions) =>
        unwrap(client.put<{ data: StaffOptions }>('/api/staff/settings/options', options)),
    },
    orderRules: {
      get: () => unwrap(client.get<{ data: StaffOrderRules }>('/api/staff/settings/order-rules')),
      save: (rules: OrderRulesRequest) =>
        unwrap(client.put<{ data: StaffOrderRules }>('/api/staff/settings/order-rules', rules)),
    },
  };
}

export type SettingsApi = ReturnType<typeof createSettingsApi>;
