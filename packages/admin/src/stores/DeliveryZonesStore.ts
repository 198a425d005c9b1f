// The settings' delivery zones tab: the areas the shop delivers to, each with its restaurant, fee, minimum
// order, free delivery from, and minutes; added, changed and deleted here (owners and managers of the
// area's restaurant). An area orders were placed in cannot be deleted (409: the API says how many).
import type { RegionRequest, StaffRegion, StaffRestaurant } from '@nori/core/contract';
import { makeAutoObservable, runInAction, toJS } from 'mobx';
import type { AdminApi } from '../api';
import { ApiError } from '../api/client';
import { SaveStatus } from './SaveStatus';

export type ZoneDraft = Omit<RegionRequest, 'code'>;

export class DeliveryZonesStore {
  zones: StaffRegion[] = [];
  restaurants: StaffRestaurant[] = [];
  loaded = false;
  loadProblem: { status: number; message: string } | null = null;
  /** The zone being edited: its id, or 'new'; null while none is open. */
  editing: number | 'new' | null = null;
  draft: ZoneDraft | null = null;
  readonly status = new SaveStatus();
  /** A deletion the API refused (409: orders were placed in it), with its words. */
  deleteProblem: { id: number; message: string } | null = null;
  deleting: number | null = null;

  constructor(private readonly api: AdminApi) {
    makeAutoObservable<DeliveryZonesStore, 'api'>(this, { api: false, status: false });
  }

  async load() {
    try {
      const [zones, restaurants] = await Promise.all([
        this.api.settings.regions.list(),
        this.api.settings.restaurants.list(),
      ]);
      runInAction(() => {
        this.zones = zones;
        this.restaurants = restaurants;
        this.loaded = true;
        this.loadProblem = null;
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      runInAction(() => (this.loadProblem = { status: error.status, message: error.message }));
    }
  }

  /** Opens the form on a zone, or on a new one for the first restaurant. */
  open(id: number | 'new') {
    const zone = id === 'new' ? null : this.zones.find((z) => z.id === id);
    this.editing = id;
    this.draft = zone
      ? {
          name: { ...zone.name },
          restaurant_id: zone.restaurant_id,
          delivery_fee: zone.delivery_fee,
          min_order: zone.min_order,
          free_delivery_from: zone.free_delivery_from,
          delivery_minutes: zone.delivery_minutes,
        }
      : {
          name: { ro: '', ru: '', en: '', uk: '' },
          restaurant_id: this.restaurants[0]?.id ?? 0,
          delivery_fee: 0,
          min_order: 0,
          free_delivery_from: 0,
          delivery_minutes: 60,
        };
    this.status.errors = {};
    this.status.problem = null;
    this.status.saved = false;
  }

  close() {
    this.editing = null;
    this.draft = null;
  }

  edit(change: (draft: ZoneDraft) => void) {
    if (!this.draft) return;
    change(this.draft);
    this.status.touched();
  }

  /** Adds or changes the zone in the form; the form closes when the API took it, and stays as typed if not. */
  async save(): Promise<boolean> {
    const { editing, draft } = this;
    if (editing === null || !draft) return false;
    const body = toJS(draft);
    const saved = await this.status.run(() =>
      editing === 'new' ? this.api.settings.regions.create(body) : this.api.settings.regions.update(editing, body),
    );
    if (!saved) return false;
    runInAction(() => {
      const index = this.zones.findIndex((z) => z.id === saved.id);
      if (index >= 0) this.zones[index] = saved;
      else this.zones.push(saved);
      this.close();
    });
    return true;
  }

  dismissDeleteProblem() {
    this.deleteProblem = null;
  }

  /** Deletes a zone; false, with the API's words, when it is refused (orders were placed in it: 409). */
  async remove(id: number): Promise<boolean> {
    this.deleting = id;
    this.deleteProblem = null;
    try {
      await this.api.settings.regions.remove(id);
      runInAction(() => (this.zones = this.zones.filter((z) => z.id !== id)));
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      runInAction(() => (this.deleteProblem = { id, message: error.message }));
      return false;
    } finally {
      runInAction(() => (this.deleting = null));
    }
  }
}
