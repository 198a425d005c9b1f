// The settings' restaurants tab: per restaurant its names, address, phone, opening hours (several intervals
// a day, a close before the open runs past midnight), closed days and auto-accept — owners and managers,
// PATCH /api/staff/restaurants/{id} with the fields that changed — and, for every role, pausing ordering
// (for some minutes, until a time, or resume) and the kitchen's "busy: +N minutes" (RestaurantSwitches.ts).
import type { LocalizedText, OpeningHoursDay, RestaurantPatch, StaffRestaurant } from '@nori/core/contract';
import { makeAutoObservable, runInAction, toJS } from 'mobx';
import type { AdminApi } from '../api';
import { RestaurantSwitches } from './RestaurantSwitches';
import { draftOf, patchOf, type RestaurantDraft } from './restaurantForm';
import { SaveStatus } from './SaveStatus';

export class RestaurantSettingsStore {
  restaurants: StaffRestaurant[] = [];
  restaurantId: number | null = null;
  draft: RestaurantDraft | null = null;
  loaded = false;
  readonly status = new SaveStatus();
  /** Pausing and the busy kitchen, for the restaurant shown (RestaurantSwitches.ts). */
  private readonly switches: RestaurantSwitches;

  constructor(private readonly api: AdminApi) {
    this.switches = new RestaurantSwitches(
      api,
      () => this.restaurantId,
      (restaurant) => this.replace(restaurant),
    );
    makeAutoObservable<RestaurantSettingsStore, 'api' | 'switches'>(this, {
      api: false,
      status: false,
      switches: false,
    });
  }

  /** A pause or busy switch is in flight. */
  get switching(): boolean {
    return this.switches.switching;
  }

  /** The API's words when a pause or busy switch was refused; null: none. */
  get switchProblem(): string | null {
    return this.switches.problem;
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
    this.switches.problem = null;
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
    return restaurant && draft ? patchOf(restaurant, toJS(draft)) : {};
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
    return this.switches.pause(how, now);
  }

  resume() {
    return this.switches.resume();
  }

  /** The kitchen is busy: `minutes` added to the earliest time offered; 0 ends it. */
  setBusy(minutes: number) {
    return this.switches.setBusy(minutes);
  }

  private replace(restaurant: StaffRestaurant) {
    const index = this.restaurants.findIndex((r) => r.id === restaurant.id);
    if (index >= 0) this.restaurants[index] = restaurant;
  }
}
