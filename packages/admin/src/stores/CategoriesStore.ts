// The menu's categories in the order the shop shows them, and each category's dishes in theirs. A new order
// shows at once and is saved in the background (PUT …/categories/order, …/categories/{id}/products/order);
// a refusal puts the last saved order back and says why. Deleting asks the API, which keeps a category that
// still has dishes (409, with how many).
import type { StaffCategory, StaffProduct } from '@nori/core/contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminApi } from '../api';
import { inOrder, OrderQueue, refusalOf, type Refusal } from './menuOrder';

export class CategoriesStore {
  categories: StaffCategory[] = [];
  loaded = false;
  /** Each category's dishes (drafts included), in menu order, once asked for. */
  dishes = new Map<number, StaffProduct[]>();
  /** The last refusal of a new order (or of loading); null: none. */
  refusal: Refusal | null = null;
  /** Why the last delete was refused (409: the category still has dishes, and how many); null: none. */
  deleteRefusal: Refusal | null = null;
  /** The category being deleted. */
  deleting: number | null = null;
  private savedOrder: number[] = [];
  private savedDishOrder = new Map<number, number[]>();
  private readonly queue = new OrderQueue();

  constructor(private readonly api: AdminApi) {
    makeAutoObservable<CategoriesStore, 'api' | 'queue'>(this, { api: false, queue: false }, { autoBind: true });
  }

  async load() {
    try {
      const data = await this.api.catalog.categories.list();
      runInAction(() => {
        this.categories = data;
        this.savedOrder = data.map((c) => c.id);
        this.loaded = true;
      });
    } catch (error) {
      runInAction(() => (this.refusal = refusalOf(error)));
    }
  }

  category(id: number): StaffCategory | undefined {
    return this.categories.find((c) => c.id === id);
  }

  /** Shows the categories in this order and saves it; false when the API refused it (the old order is back). */
  reorder(ids: number[]): Promise<boolean> {
    this.categories = inOrder(this.categories, ids);
    this.refusal = null;
    return this.queue.run(
      async () => {
        await this.api.catalog.categories.reorder(ids);
        runInAction(() => (this.savedOrder = ids));
      },
      (refusal) =>
        runInAction(() => {
          this.categories = inOrder(this.categories, this.savedOrder);
          this.refusal = refusal;
        }),
    );
  }

  async loadDishes(categoryId: number) {
    try {
      const data = await this.api.catalog.products.search({ categoryId });
      runInAction(() => {
        this.dishes.set(categoryId, data);
        this.savedDishOrder.set(
          categoryId,
          data.map((p) => p.id),
        );
      });
    } catch (error) {
      runInAction(() => (this.refusal = refusalOf(error)));
    }
  }

  /** The same as `reorder`, for the dishes of one category. */
  reorderDishes(categoryId: number, ids: number[]): Promise<boolean> {
    this.dishes.set(categoryId, inOrder(this.dishes.get(categoryId) ?? [], ids));
    this.refusal = null;
    return this.queue.run(
      async () => {
        await this.api.catalog.categories.reorderDishes(categoryId, ids);
        runInAction(() => this.savedDishOrder.set(categoryId, ids));
      },
      (refusal) =>
        runInAction(() => {
          this.dishes.set(
            categoryId,
            inOrder(this.dishes.get(categoryId) ?? [], this.savedDishOrder.get(categoryId) ?? []),
          );
          this.refusal = refusal;
        }),
    );
  }

  /** Deletes an empty category; false when refused (409: it still has dishes — `refusal` says how many). */
  async remove(id: number): Promise<boolean> {
    this.deleting = id;
    this.deleteRefusal = null;
    try {
      await this.api.catalog.categories.remove(id);
      runInAction(() => {
        this.categories = this.categories.filter((c) => c.id !== id);
        this.savedOrder = this.savedOrder.filter((c) => c !== id);
      });
      return true;
    } catch (error) {
      runInAction(() => (this.deleteRefusal = refusalOf(error)));
      return false;
    } finally {
      runInAction(() => (this.deleting = null));
    }
  }

  /** A category saved in the editor: put in the list as it now is (a new one goes last, as the API puts it). */
  saved(category: StaffCategory) {
    const index = this.categories.findIndex((c) => c.id === category.id);
    if (index >= 0) this.categories[index] = category;
    else {
      this.categories.push(category);
      this.savedOrder = [...this.savedOrder, category.id];
    }
  }

  dismissRefusal() {
    this.refusal = null;
    this.deleteRefusal = null;
  }
}
