// The order search: every order of the staff member's restaurants, any state, by the Chișinău days it was
// placed on, its state, restaurant, a part of the shopper's phone or its number — newest first, a page at a
// time (GET /api/staff/orders, cursor `before`). The filters live in the address (`?from=…&to=…&status=…`) so a
// search can be shared and Back returns to the page before: the screen turns the address into `show()` and
// the filters into the address (historySearch.ts); the fields being typed into are the `draft` until applied.
import type { StaffOrder, StaffRestaurant } from '@nori/core/contract';
import { textIn } from '@nori/core/localized';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminApi } from '../api';
import { ApiError } from '../api/client';
import { CursorTrail, type Cursor } from './cursorTrail';
import { defaultFilters, sameFilters, type HistoryFilters } from './historySearch';

export { addDays, DEFAULT_DAYS, defaultFilters, filtersOf, searchOf, type HistoryFilters } from './historySearch';

export const PAGE_SIZE = 25;

export class OrderHistoryStore {
  /** What the fields show, typed into but not searched yet. */
  draft: HistoryFilters = defaultFilters();
  /** The filters of the rows shown. */
  applied: HistoryFilters | null = null;
  before: Cursor = null;
  orders: StaffOrder[] = [];
  nextBefore: Cursor = null;
  restaurants: StaffRestaurant[] = [];
  loading = false;
  loaded = false;
  /** The API's words when the search failed ('' when the server did not answer). */
  problem: string | null = null;
  /** The API's words for a filter it refused, by field (`from`, `to`, `phone`, `q`…). */
  fieldErrors: Record<string, string> = {};

  private readonly trail = new CursorTrail();
  private request = 0;

  constructor(
    private readonly api: AdminApi,
    private readonly pageSize = PAGE_SIZE,
  ) {
    makeAutoObservable<OrderHistoryStore, 'api' | 'pageSize' | 'trail' | 'request'>(this, {
      api: false,
      pageSize: false,
      trail: false,
      request: false,
    });
  }

  /** The restaurants the person may filter by (only asked for once). */
  async loadRestaurants() {
    if (this.restaurants.length > 0) return;
    const data = await this.api.settings.restaurants.list();
    runInAction(() => (this.restaurants = data));
  }

  setDraft(patch: Partial<HistoryFilters>) {
    this.draft = { ...this.draft, ...patch };
  }

  /** The page of orders for these filters from this cursor; what is typed in the fields stays as typed. */
  async show(filters: HistoryFilters, before: Cursor = null) {
    if (!sameFilters(this.applied, filters)) {
      this.trail.clear();
      this.draft = { ...filters };
    }
    this.applied = { ...filters };
    this.before = before;
    this.loading = true;
    this.problem = null;
    this.fieldErrors = {};
    const request = ++this.request;
    try {
      const page = await this.api.orders.search({ ...filters, before, limit: this.pageSize });
      if (request !== this.request) return;
      runInAction(() => {
        this.orders = page.data;
        this.nextBefore = page.next_before;
        this.trail.saw(before, page.next_before);
        this.loaded = true;
      });
    } catch (error) {
      if (request !== this.request) return;
      runInAction(() => {
        this.orders = [];
        this.nextBefore = null;
        this.problem = error instanceof ApiError ? error.message : '';
        if (error instanceof ApiError)
          this.fieldErrors = Object.fromEntries(
            Object.entries(error.fields).map(([field, messages]) => [field, messages.join(' ')]),
          );
      });
    } finally {
      if (request === this.request) runInAction(() => (this.loading = false));
    }
  }

  /** The cursor of the older page, null on the last one. */
  get olderCursor(): Cursor {
    return this.nextBefore;
  }

  /** Whether there is a newer page than the one shown. */
  get hasNewer(): boolean {
    return this.before !== null;
  }

  /** The cursor of the newer page (null: the first). */
  get newerCursor(): Cursor {
    return this.trail.newerThan(this.before);
  }

  /** The restaurant's name in the UI's language. */
  restaurantName(id: number, locale: string): string {
    const restaurant = this.restaurants.find((r) => r.id === id);
    if (!restaurant) return `#${id}`;
    return textIn(restaurant.name, locale);
  }
}
