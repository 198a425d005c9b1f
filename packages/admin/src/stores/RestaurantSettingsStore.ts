// The settings' restaurants tab: per restaurant its names, address, phone, opening hours (several intervals
// a day, a close before the open runs past midnight), closed days and auto-accept — owners and managers,
// PATCH /api/staff/restaurants/{id} with the fields that changed — and, for every role, pausing ordering
// (for some minutes, until a time, or resume) and the kitchen's "busy: +N minutes".
import { instantOf, wallTime } from '@nori/core';
import type { LocalizedText, OpeningHoursDay, RestaurantPatch, StaffRestaurant } from '@nori/core/contract';
import { makeAutoObservable, runInAction, toJS } from 'mobx';
import type { AdminApi } from '../api';
import { ApiError } from '../api/client';
import { SaveStatus } from './SaveStatus';

/** What the form edits of a restaurant; the hours as one list in the order sent, so `opening_hours.N` is row N. */
export type RestaurantDraft = Required<Omit<RestaurantPatch, 'lat' | 'lng'>>;

const EDITABLE = ['name', 'address', 'phone', 'opening_hours', 'closed_dates', 'auto_accept_minutes'] as const;

function draftOf(r: StaffRestaurant): RestaurantDraft {
  return {
    name: { ...r.name },
    address: { ...r.address },
    phone: r.phone,
    opening_hours: r.opening_hours.map((h) => ({ ...h })),
    closed_dates: [...r.closed_dates],
    auto_accept_minutes: r.auto_accept_minutes ?? null,
  };
}

export class RestaurantSettingsStore {
  restaurants: StaffRestaurant[] = [];
  restaurantId: number | null = null;
  draft: RestaurantDraft | null = null;
  loaded = false;
  readonly status = new SaveStatus();
  /** The pause and busy switches: in flight, and the API's words when one is refused. */
  switching = false;
  switchProblem: string | null = null;

  constructor(private readonly api: AdminApi) {
    makeAutoObservable<RestaurantSettingsStore, 'api'>(this, { api: false, status: false });
  }

  async load() {
    const data = await this.api.settings.restaurants.list();
    runInAction(() => {
      const edited = Object.keys(this.patch).length > 0;
      this.restaurants = data;
      this.loaded = true;
      const keep = data.some((r) => r.id === this.restaurantId);
      // Coming back to the tab keeps what was typed and not saved yet; the switches show the API's state.
      if (keep && edited) return;
      this.select(keep ? this.restaurantId! : (data[0]?.id ?? null));
    });
  }

  get restaurant(): StaffRestaurant | null {
    return this.restaurants.find((r) => r.id === this.restaurantId) ?? null;
  }

  /** Shows another restaurant; what was typed for the one before is left (its form starts from the API's). */
  select(id: number | null) {
    this.restaurantId = id;
    const restaurant = this.restaurant;
    this.draft = restaurant ? draftOf(restaurant) : null;
    this.status.errors = {};
    this.status.problem = null;
    this.status.saved = false;
    this.switchProblem = null;
  }

  edit(change: (draft: RestaurantDraft) => void) {
    if (!this.draft) return;
    change(this.draft);
    this.status.touched();
  }

  setText(field: 'name' | 'address', locale: keyof LocalizedText, text: string) {
    this.edit((d) => (d[field][locale] = text));
  }

  addInterval(day: number) {
    // A new interval goes after the day's others, so the list stays grouped by day.
    this.edit((d) => {
      const last = d.opening_hours.findLastIndex((h) => h.day <= day);
      d.opening_hours.splice(last + 1, 0, { day, open: '10:00', close: '22:00' });
    });
  }

  setInterval(index: number, patch: Partial<OpeningHoursDay>) {
    this.edit((d) => Object.assign(d.opening_hours[index]!, patch));
  }

  removeInterval(index: number) {
    this.edit((d) => d.opening_hours.splice(index, 1));
  }

  /** Only the fields that differ from the API's copy. */
  get patch(): RestaurantPatch {
    const restaurant = this.restaurant;
    const draft = this.draft;
    if (!restaurant || !draft) return {};
    const before = draftOf(restaurant);
    const patch: Record<string, unknown> = {};
    for (const field of EDITABLE)
      if (JSON.stringify(toJS(draft[field])) !== JSON.stringify(before[field])) patch[field] = toJS(draft[field]);
    return patch as RestaurantPatch;
  }

  async save(): Promise<boolean> {
    const id = this.restaurantId;
    if (id === null) return false;
    const patch = this.patch;
    // Nothing changed: nothing to send (the API answers an empty change with an error of its own).
    if (Object.keys(patch).length === 0) {
      this.status.saved = true;
      return true;
    }
    const saved = await this.status.run(() => this.api.settings.restaurants.update(id, patch));
    if (!saved) return false;
    runInAction(() => {
      this.replace(saved);
      if (this.restaurantId === id) this.draft = draftOf(saved);
    });
    return true;
  }

  /** Pauses ordering for `minutes`, or until `HH:mm` in Chișinău (today, or tomorrow once it has passed). */
  pause(how: { minutes: number } | { until: string }, now = new Date()) {
    const { restaurants } = this.api.settings;
    if ('minutes' in how) return this.switch((id) => restaurants.pause(id, how));
    const [hours = 0, minutes = 0] = how.until.split(':').map(Number);
    const today = wallTime(now);
    let until = instantOf(today.year, today.month, today.day, hours * 60 + minutes);
    if (until <= now) until = instantOf(today.year, today.month, today.day + 1, hours * 60 + minutes);
    return this.switch((id) => restaurants.pause(id, { until: until.toISOString() }));
  }

  resume() {
    return this.switch((id) => this.api.settings.restaurants.pause(id, { until: null }));
  }

  /** The kitchen is busy: `minutes` added to the earliest time offered; 0 ends it. */
  setBusy(minutes: number) {
    return this.switch((id) => this.api.settings.restaurants.busy(id, { minutes }));
  }

  /** Pausing or a busy kitchen for the restaurant shown: `call` makes the API call for its id. */
  private async switch(call: (id: number) => Promise<StaffRestaurant>): Promise<boolean> {
    const id = this.restaurantId;
    if (id === null) return false;
    this.switching = true;
    this.switchProblem = null;
    try {
      const data = await call(id);
      runInAction(() => this.replace(data));
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // The API's general words and any field's ("the time has passed").
      runInAction(() => (this.switchProblem = [error.message, ...Object.values(error.fields).flat()].join(' ')));
      return false;
    } finally {
      runInAction(() => (this.switching = false));
    }
  }

  private replace(restaurant: StaffRestaurant) {
    const index = this.restaurants.findIndex((r) => r.id === restaurant.id);
    if (index >= 0) this.restaurants[index] = restaurant;
  }
}
