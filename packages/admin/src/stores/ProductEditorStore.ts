// One dish in the editor: the form a person types into, the version it was loaded from, and the save. A save
// sends the version's `updated_at`; when someone else saved first the API refuses it (409) and the editor
// offers to load their version with this person's changes carried over (nothing typed is lost). The API's
// per-field refusals (422: publishing without every language, a taken slug) land beside their fields.
import type { StaffCategory, StaffModifier, StaffProduct } from '@nori/core/contract';
import { makeAutoObservable, runInAction, toJS } from 'mobx';
import type { AdminApi } from '../api';
import { ApiError } from '../api/client';
import {
  changedParts,
  emptyForm,
  formOf,
  missingFields,
  rebase,
  requestOf,
  type FormPart,
  type ProductForm,
} from './productForm';

export type EditorState = 'loading' | 'ready' | 'notFound' | 'failed';

export class ProductEditorStore {
  state: EditorState = 'loading';
  categories: StaffCategory[] = [];
  modifiers: StaffModifier[] = [];
  /** The dish as last loaded or saved; null for a new one until its first save. */
  product: StaffProduct | null = null;
  /** The form as loaded: what `dirty` compares with. */
  loaded: ProductForm = emptyForm(null);
  form: ProductForm = emptyForm(null);
  saving = false;
  /** Messages by the API's dotted field (`name.ru`, `price`, `nutrition`), the first of each. */
  errors: Record<string, string> = {};
  /** A refusal not about one field: the API's words, '' when it could not be reached; null when none. */
  problem: string | null = null;
  /** Someone else saved the dish after it was loaded (409): the save waits for `reloadKeepingChanges`. */
  conflict = false;
  /** After a reload over someone's change: the parts both changed, where this person's version was kept. */
  overlapping: FormPart[] = [];
  /** The last save went through (cleared by the next change). */
  saved = false;
  uploading = false;
  uploadProblem: string | null = null;

  constructor(private readonly api: AdminApi) {
    makeAutoObservable<ProductEditorStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  get isNew(): boolean {
    return this.product === null;
  }

  get dirty(): boolean {
    return changedParts(this.loaded, this.form).length > 0;
  }

  /** Loads the categories and extras, and the dish (`id`) or a new one in `categoryId`. */
  async load(id: number | null, categoryId: number | null = null) {
    this.state = 'loading';
    try {
      const [categories, modifiers, product] = await Promise.all([
        this.api.catalog.categories.list(),
        this.api.catalog.modifiers.list(),
        id === null ? null : this.api.catalog.products.get(id),
      ]);
      runInAction(() => {
        this.categories = categories;
        this.modifiers = modifiers;
        const startIn = categories.some((c) => c.id === categoryId) ? categoryId : (categories[0]?.id ?? null);
        this.accept(product, startIn);
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.state = error instanceof ApiError && error.status === 404 ? 'notFound' : 'failed';
        this.problem = error instanceof ApiError ? error.message : '';
      });
    }
  }

  /** Changes the form: `edit((form) => { form.price = 1250; })`. */
  edit(change: (form: ProductForm) => void) {
    change(this.form);
    this.saved = false;
  }

  /** Saves the form: a new dish (POST), or a change of the loaded version (PATCH). True when saved. */
  async save(): Promise<boolean> {
    if (this.saving || this.conflict) return false;
    this.problem = null;
    this.saved = false;
    const missing = missingFields(this.form);
    this.errors = Object.fromEntries(missing.map((field) => [field, '']));
    if (missing.length) return false;
    this.saving = true;
    const body = requestOf(toJS(this.form));
    try {
      const data = this.product
        ? await this.api.catalog.products.update(this.product.id, {
            ...body,
            expected_updated_at: this.product.updated_at,
          })
        : await this.api.catalog.products.create(body);
      runInAction(() => {
        this.accept(data, data.category_id);
        this.saved = true;
        this.overlapping = [];
      });
      return true;
    } catch (error) {
      runInAction(() => {
        if (!(error instanceof ApiError)) throw error;
        if (error.status === 409) this.conflict = true;
        else if (error.status === 422 && Object.keys(error.fields).length)
          this.errors = Object.fromEntries(
            Object.entries(error.fields).map(([field, [message = '']]) => [field, message]),
          );
        else this.problem = error.message;
      });
      return false;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /** After a 409: loads the version someone else saved and keeps this person's changes on top of it. */
  async reloadKeepingChanges(): Promise<boolean> {
    if (!this.product) return false;
    try {
      const data = await this.api.catalog.products.get(this.product.id);
      runInAction(() => {
        const latest = formOf(data);
        const { form, overlapping } = rebase(toJS(this.loaded), toJS(this.form), latest);
        this.product = data;
        this.loaded = latest;
        this.form = form;
        this.overlapping = overlapping;
        this.conflict = false;
        this.errors = {};
      });
      return true;
    } catch (error) {
      runInAction(() => (this.problem = error instanceof ApiError ? error.message : ''));
      return false;
    }
  }

  /** Uploads a photo (POST /api/staff/images) and puts it in the form; saved with the dish. */
  async upload(file: File): Promise<boolean> {
    this.uploading = true;
    this.uploadProblem = null;
    try {
      const image = await this.api.catalog.uploadImage(file);
      runInAction(() => this.edit((form) => (form.image = image)));
      return true;
    } catch (error) {
      // The API names what is wrong with the file (too small, not a picture) on `file`.
      runInAction(
        () => (this.uploadProblem = error instanceof ApiError ? (error.fields.file?.[0] ?? error.message) : ''),
      );
      return false;
    } finally {
      runInAction(() => (this.uploading = false));
    }
  }

  removeImage() {
    this.edit((form) => (form.image = null));
    this.uploadProblem = null;
  }

  private accept(product: StaffProduct | null, categoryId: number | null) {
    this.product = product;
    this.loaded = product ? formOf(product) : emptyForm(categoryId);
    this.form = product ? formOf(product) : emptyForm(categoryId);
    this.errors = {};
    this.conflict = false;
  }
}
