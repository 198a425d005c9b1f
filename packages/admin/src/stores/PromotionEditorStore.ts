// One promotion in the editor: titles and descriptions in four languages, the days it shows, a photo, the
// dishes it is about (found by name in any language) and whether it is published. The load / save / 409 /
// refusal flow is EditorModel's: a save sends the version's `updated_at`, and when someone else saved first
// the form keeps everything typed and offers to carry it over onto their version.
import type { Locale, StaffProduct, StaffPromotion } from '@nori/core/contract';
import { textIn } from '@nori/core/localized';
import { actionBound, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { AdminApi } from '../api';
import { EditorModel } from './EditorModel';
import { ImageUpload } from './ImageUpload';
import {
  changedPromotionParts,
  emptyPromotionForm,
  promotionFormOf,
  promotionRequestOf,
  rebasePromotion,
  type PromotionForm,
} from './promotionForm';

export class PromotionEditorStore extends EditorModel<StaffPromotion, PromotionForm> {
  /** Every dish (drafts too), to link. */
  dishes: StaffProduct[] = [];
  dishQuery = '';
  readonly photo: ImageUpload;

  constructor(
    private readonly api: AdminApi,
    private readonly today: () => string,
    private readonly locale: () => Locale,
  ) {
    const { promotions } = api.catalog;
    super(
      {
        formOf: promotionFormOf,
        get: promotions.get,
        send: (form, current) =>
          current
            ? promotions.update(current.id, { ...promotionRequestOf(form), expected_updated_at: current.updated_at })
            : promotions.create(promotionRequestOf(form)),
        changedParts: changedPromotionParts,
        rebase: rebasePromotion,
      },
      emptyPromotionForm(today()),
    );
    this.photo = new ImageUpload(api);
    makeObservable(this, {
      dishes: observableRef,
      dishQuery: observable,
      promotion: computed,
      foundDishes: computed,
      load: actionBound,
      setDishQuery: actionBound,
      setLinked: actionBound,
      upload: actionBound,
      removeImage: actionBound,
    });
  }

  get promotion(): StaffPromotion | null {
    return this.record;
  }

  /** Opens a promotion (its id) or a new one (null, starting today), with every dish to link. */
  load(id: number | null) {
    return this.open(
      id,
      () => emptyPromotionForm(this.today()),
      async () => {
        const dishes = await this.api.catalog.products.list();
        runInAction(() => (this.dishes = dishes));
      },
    );
  }

  /** A dish's name in the screen's language, else any it has. */
  dishName(dish: StaffProduct): string {
    return textIn(dish.name, this.locale(), dish.slug);
  }

  setDishQuery(query: string) {
    this.dishQuery = query;
  }

  /** The dishes the search finds (a name in any language, or the slug); the linked ones first. */
  get foundDishes(): StaffProduct[] {
    const words = this.dishQuery.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
    const found = this.dishes.filter((d) => {
      const text = [d.slug, ...Object.values(d.name)].join(' ').toLocaleLowerCase();
      return words.every((word) => text.includes(word));
    });
    const linked = new Set(this.form.product_ids);
    return [...found.filter((d) => linked.has(d.id)), ...found.filter((d) => !linked.has(d.id))];
  }

  setLinked(dishId: number, linked: boolean) {
    this.edit((form) => {
      const rest = form.product_ids.filter((id) => id !== dishId);
      form.product_ids = linked ? [...rest, dishId] : rest;
    });
  }

  async upload(file: File) {
    const image = await this.photo.upload(file);
    if (image) this.edit((form) => (form.image = image));
  }

  removeImage() {
    this.edit((form) => (form.image = null));
    this.photo.clear();
  }
}
