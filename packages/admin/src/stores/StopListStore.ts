// The stop-list at one tap: every dish of the menu with whether it can be ordered at one restaurant now.
// Switching a dish off calls POST /api/staff/stop-list at once (the shop shows it unavailable and refuses it
// in orders from then on); the switch moves first and moves back, with the API's words, if the API refuses.
import type { StaffCategory, StaffProduct, StaffRestaurant } from '@nori/core/contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminApi } from '../api';
import { ApiError } from '../api/client';
import { textIn } from '@nori/core/localized';

export class StopListStore {
  restaurants: StaffRestaurant[] = [];
  restaurantId: number | null = null;
  categories: StaffCategory[] = [];
  products: StaffProduct[] = [];
  query = '';
  onlyStopped = false;
  /** Dishes whose switch is on its way to the API. */
  saving = new Set<number>();
  problem: string | null = null;
  loaded = false;

  constructor(
    private readonly api: AdminApi,
    private readonly locale: () => 'ro' | 'ru' | 'en' | 'uk',
  ) {
    makeAutoObservable<StopListStore, 'api' | 'locale'>(this, { api: false, locale: false });
  }

  async load() {
    const [restaurants, categories, products] = await Promise.all([
      this.api.settings.restaurants.list(),
      this.api.catalog.categories.list(),
      this.api.catalog.products.search({ published: true }),
    ]);
    runInAction(() => {
      this.restaurants = restaurants;
      this.categories = categories;
      this.products = products;
      if (this.restaurantId === null || !this.restaurants.some((r) => r.id === this.restaurantId))
        this.restaurantId = this.restaurants[0]?.id ?? null;
      this.loaded = true;
    });
  }

  setRestaurant(id: number) {
    this.restaurantId = id;
  }

  setQuery(query: string) {
    this.query = query;
  }

  setOnlyStopped(only: boolean) {
    this.onlyStopped = only;
  }

  /** A dish's name in the UI's language, else the first language it has (a draft may lack some). */
  nameOf(product: StaffProduct): string {
    const name = product.name;
    return textIn(name, this.locale(), product.slug);
  }

  isAvailable(product: StaffProduct): boolean {
    return this.restaurantId === null || !product.stopped_at.includes(this.restaurantId);
  }

  /** How many dishes are stopped at the chosen restaurant. */
  get stoppedCount(): number {
    return this.products.filter((p) => !this.isAvailable(p)).length;
  }

  /** The categories with the dishes that match the search (any language, or the slug) and the filter. */
  get sections(): { category: StaffCategory; products: StaffProduct[] }[] {
    const words = this.query.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
    const matches = (p: StaffProduct) => {
      const text = [p.slug, ...Object.values(p.name)].join(' ').toLocaleLowerCase();
      return words.every((word) => text.includes(word));
    };
    return this.categories
      .map((category) => ({
        category,
        products: this.products.filter(
          (p) => p.category_id === category.id && matches(p) && (!this.onlyStopped || !this.isAvailable(p)),
        ),
      }))
      .filter((section) => section.products.length > 0);
  }

  /** Takes a dish off the chosen restaurant's menu (`available: false`) or puts it back. */
  async setAvailable(product: StaffProduct, available: boolean) {
    const restaurantId = this.restaurantId;
    if (restaurantId === null) return false;
    const before = product.stopped_at;
    const apply = (stoppedAt: number[]) => {
      const index = this.products.findIndex((p) => p.id === product.id);
      if (index >= 0) this.products[index] = { ...this.products[index]!, stopped_at: stoppedAt };
    };
    apply(available ? before.filter((id) => id !== restaurantId) : [...new Set([...before, restaurantId])].sort());
    this.saving.add(product.id);
    this.problem = null;
    try {
      await this.api.catalog.setAvailable(product.id, restaurantId, available);
      return true;
    } catch (error) {
      runInAction(() => {
        apply(before);
        this.problem = error instanceof ApiError ? error.message : '';
      });
      return false;
    } finally {
      runInAction(() => this.saving.delete(product.id));
    }
  }
}
