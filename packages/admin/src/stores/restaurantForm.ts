// A restaurant's details in the settings' form as plain data: the draft a person edits, made from the
// restaurant as the API has it, and the change sent on Save — only the fields that differ (PATCH).
import type { RestaurantPatch, StaffRestaurant } from '@nori/core/contract';

/** What the form edits of a restaurant; the hours as one list in the order sent, so `opening_hours.N` is row N. */
export type RestaurantDraft = Required<Omit<RestaurantPatch, 'lat' | 'lng'>>;

const EDITABLE = ['name', 'address', 'phone', 'opening_hours', 'closed_dates', 'auto_accept_minutes'] as const;

export function draftOf(r: StaffRestaurant): RestaurantDraft {
  return {
    name: { ...r.name },
    address: { ...r.address },
    phone: r.phone,
    opening_hours: r.opening_hours.map((h) => ({ ...h })),
    closed_dates: [...r.closed_dates],
    auto_accept_minutes: r.auto_accept_minutes ?? null,
  };
}

/** Only the fields of `draft` that differ from the restaurant's. */
export function patchOf(restaurant: StaffRestaurant, draft: RestaurantDraft): RestaurantPatch {
  const before = draftOf(restaurant);
  const patch: Record<string, unknown> = {};
  for (const field of EDITABLE)
    if (JSON.stringify(draft[field]) !== JSON.stringify(before[field])) patch[field] = draft[field];
  return patch as RestaurantPatch;
}
