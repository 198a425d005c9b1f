// One promotion in the editor: titles and descriptions in four languages, the days it shows, a photo, the
// dishes it is about (found by name in any language) and whether it is published. A save sends the version's
// `updated_at`; when someone else saved first the API refuses it (409) and the form keeps everything typed,
// offering to carry it over onto their version (`reloadKeepingChanges`).
import type { Locale, StaffProduct, StaffPromotion } from '@nori/core/contract';
import { makeAutoObservable, runInAction, toJS } from 'mobx';
import type { AdminApi } from '../api';
import { ApiError } from '../api/client';
import { ImageUpload } from './ImageUpload';
import { refusalOf, type Refusal } from './menuOrder';
import {
  emptyPromotionForm,
  formChanged,
  promotionFormOf,
  promotionRequestOf,
  rebasePromotion,
  type PromotionForm,
} from './promotionForm';
import { textIn } from '@nori/core/localized';

export class PromotionEditorStore {
  state: 'loading' | 'ready' | 'notFound' | 'failed' = 'loading';
  promotion: StaffPromotion | null = null;
  /** The form as loaded: what a 409's carrying over compares with. */
  loaded: PromotionForm;
  form: PromotionForm;
  /** Every dish (drafts too), to link. */
  dishes: StaffProduct[] = [];
  dishQuery = '';
  saving = false;
  errors: Record<string, string> = {};
  refusal: Refusal | null = null;
  /** Someone else saved after this was loaded (409): saving waits for `reloadKeepingChanges`. */
  conflict = false;
  /** After carrying over: the parts both changed, where this person's version was kept. */
  overlapping: string[] = [];
  saved = false;
  readonly photo: ImageUpload;

  constructor(
    private readonly api: AdminApi,
    private readonly today: () => string,
    private readonly locale: () => Locale,
  ) {
    this.photo = new ImageUpload(api);
    this.loaded = emptyPromotionForm(today());
    this.form = emptyPromotionForm(today());
    makeAutoObservable<PromotionEditorStore, 'api' | 'today' | 'locale'>(
      this,
      { api: false, today: false, locale: false, photo: false },
      { autoBind: true },
    );
  }

  get dirty(): boolean {
    return formChanged(this.loaded, this.form);
  }

  async load(id: number | null) {
    this.state = 'loading';
    this.refusal = null;
    try {
      const [dishes, promotion] = await Promise.all([
        this.api.catalog.products.list(),
        id === null ? null : this.api.catalog.promotions.get(id),
      ]);
      runInAction(() => {
        this.dishes = dishes;
        this.accept(promotion);
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.state = error instanceof ApiError && error.status === 404 ? 'notFound' : 'failed';
        this.refusal = refusalOf(error);
      });
    }
  }

  edit(change: (form: PromotionForm) => void) {
    change(this.form);
    this.saved = false;
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

  /** Saves: a new promotion (POST) or a change of the loaded version (PATCH). The promotion, or null. */
  async save(): Promise<StaffPromotion | null> {
    if (this.saving || this.conflict) return null;
    this.saving = true;
    this.saved = false;
    this.errors = {};
    this.refusal = null;
    const body = promotionRequestOf(toJS(this.form));
    try {
      const data = this.promotion
        ? await this.api.catalog.promotions.update(this.promotion.id, {
            ...body,
            expected_updated_at: this.promotion.updated_at,
          })
        : await this.api.catalog.promotions.create(body);
      runInAction(() => {
        this.accept(data);
        this.saved = true;
        this.overlapping = [];
      });
      return data;
    } catch (error) {
      runInAction(() => {
        if (error instanceof ApiError && error.status === 409) this.conflict = true;
        if (error instanceof ApiError && error.status === 422 && Object.keys(error.fields).length)
          this.errors = Object.fromEntries(Object.entries(error.fields).map(([field, [m = '']]) => [field, m]));
        else this.refusal = refusalOf(error);
      });
      return null;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /** After a 409: loads the version someone else saved and keeps this person's changes on top of it. */
  async reloadKeepingChanges(): Promise<boolean> {
    if (!this.promotion) return false;
    try {
      const data = await this.api.catalog.promotions.get(this.promotion.id);
      runInAction(() => {
        const latest = promotionFormOf(data);
        const { form, overlapping } = rebasePromotion(toJS(this.loaded), toJS(this.form), latest);
        this.promotion = data;
        this.loaded = latest;
        this.form = form;
        this.overlapping = overlapping;
        this.conflict = false;
        this.refusal = null;
        this.errors = {};
      });
      return true;
    } catch (error) {
      runInAction(() => (this.refusal = refusalOf(error)));
      return false;
    }
  }

  private accept(promotion: StaffPromotion | null) {
    this.promotion = promotion;
    this.loaded = promotion ? promotionFormOf(promotion) : emptyPromotionForm(this.today());
    this.form = promotion ? promotionFormOf(promotion) : emptyPromotionForm(this.today());
    this.errors = {};
    this.conflict = false;
  }
}
