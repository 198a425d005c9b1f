// The promotions in the order the shop shows them: a new order shows at once and is saved in the background
// (PUT …/promotions/order; a refusal puts the saved order back and says why); deleting one is at once.
import type { StaffPromotion } from '@nori/core/contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminApi } from '../api';
import { inOrder, OrderQueue, refusalOf, type Refusal } from './menuOrder';

export class PromotionsStore {
  promotions: StaffPromotion[] = [];
  loaded = false;
  refusal: Refusal | null = null;
  deleting: number | null = null;
  private savedOrder: number[] = [];
  private readonly queue = new OrderQueue();

  constructor(private readonly api: AdminApi) {
    makeAutoObservable<PromotionsStore, 'api' | 'queue'>(this, { api: false, queue: false }, { autoBind: true });
  }

  async load() {
    try {
      const data = await this.api.catalog.promotions.list();
      runInAction(() => {
        this.promotions = data;
        this.savedOrder = data.map((p) => p.id);
        this.loaded = true;
      });
    } catch (error) {
      runInAction(() => (this.refusal = refusalOf(error)));
    }
  }

  /** Shows the promotions in this order and saves it; false when refused (the saved order is back). */
  reorder(ids: number[]): Promise<boolean> {
    this.promotions = inOrder(this.promotions, ids);
    this.refusal = null;
    return this.queue.run(
      async () => {
        await this.api.catalog.promotions.reorder(ids);
        runInAction(() => (this.savedOrder = ids));
      },
      (refusal) =>
        runInAction(() => {
          this.promotions = inOrder(this.promotions, this.savedOrder);
          this.refusal = refusal;
        }),
    );
  }

  async remove(id: number): Promise<boolean> {
    this.deleting = id;
    this.refusal = null;
    try {
      await this.api.catalog.promotions.remove(id);
      runInAction(() => {
        this.promotions = this.promotions.filter((p) => p.id !== id);
        this.savedOrder = this.savedOrder.filter((p) => p !== id);
      });
      return true;
    } catch (error) {
      runInAction(() => (this.refusal = refusalOf(error)));
      return false;
    } finally {
      runInAction(() => (this.deleting = null));
    }
  }

  /** A promotion saved in the editor, as it now is (a new one goes last). */
  saved(promotion: StaffPromotion) {
    const index = this.promotions.findIndex((p) => p.id === promotion.id);
    if (index >= 0) this.promotions[index] = promotion;
    else {
      this.promotions.push(promotion);
      this.savedOrder = [...this.savedOrder, promotion.id];
    }
  }

  dismissRefusal() {
    this.refusal = null;
  }
}
