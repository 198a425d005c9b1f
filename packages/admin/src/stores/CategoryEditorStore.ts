// One category in the editor: names in the four languages, the address (slug), the drawing its dishes show
// until they have a photo, and a photo of its own. A save creates (POST) or changes (PATCH) it; the API's
// per-field refusals (422: a missing language, a slug taken) land beside their fields, and nothing typed is
// lost on a refusal.
import type { CategoryRequest, Illustration, LocalizedText, StaffCategory, StaffImage } from '@nori/core/contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminApi } from '../api';
import { ApiError } from '../api/client';
import { ImageUpload } from './ImageUpload';
import { refusalOf, type Refusal } from './menuOrder';

export type CategoryForm = { slug: string; name: LocalizedText; illustration: Illustration; image: StaffImage | null };

const emptyForm = (): CategoryForm => ({
  slug: '',
  name: { ro: '', ru: '', en: '', uk: '' },
  illustration: 'roll',
  image: null,
});

const formOf = (c: StaffCategory): CategoryForm => ({
  slug: c.slug,
  name: { ...c.name },
  illustration: c.illustration as Illustration,
  image: c.image,
});

export class CategoryEditorStore {
  state: 'loading' | 'ready' | 'notFound' | 'failed' = 'loading';
  /** The category as last loaded or saved; null for a new one until its first save. */
  category: StaffCategory | null = null;
  form: CategoryForm = emptyForm();
  saving = false;
  /** The API's messages by dotted field (`name.ru`, `slug`), the first of each. */
  errors: Record<string, string> = {};
  /** A refusal that names no field (403, offline); null: none. */
  refusal: Refusal | null = null;
  /** The last save went through (cleared by the next change). */
  saved = false;
  readonly photo: ImageUpload;

  constructor(private readonly api: AdminApi) {
    this.photo = new ImageUpload(api);
    makeAutoObservable<CategoryEditorStore, 'api'>(this, { api: false, photo: false }, { autoBind: true });
  }

  /** Opens a category (its id) or a new one (null). */
  async load(id: number | null) {
    this.refusal = null;
    this.errors = {};
    this.saved = false;
    if (id === null) {
      this.category = null;
      this.form = emptyForm();
      this.state = 'ready';
      return;
    }
    this.state = 'loading';
    try {
      const data = await this.api.catalog.categories.get(id);
      runInAction(() => {
        this.category = data;
        this.form = formOf(data);
        this.state = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.state = error instanceof ApiError && error.status === 404 ? 'notFound' : 'failed';
        this.refusal = refusalOf(error);
      });
    }
  }

  edit(change: (form: CategoryForm) => void) {
    change(this.form);
    this.saved = false;
  }

  async upload(file: File) {
    const image = await this.photo.upload(file);
    if (image) this.edit((form) => (form.image = image));
  }

  removeImage() {
    this.edit((form) => (form.image = null));
    this.photo.clear();
  }

  /** Saves the form; the category as saved, or null (the reasons in `errors` or `refusal`). */
  async save(): Promise<StaffCategory | null> {
    if (this.saving) return null;
    this.saving = true;
    this.saved = false;
    this.errors = {};
    this.refusal = null;
    const { slug, name, illustration, image } = this.form;
    const body: CategoryRequest = { name: { ...name }, illustration, image: image?.hash ?? null };
    if (slug.trim()) body.slug = slug.trim();
    try {
      const data = this.category
        ? await this.api.catalog.categories.update(this.category.id, body)
        : await this.api.catalog.categories.create(body);
      runInAction(() => {
        this.category = data;
        this.form = formOf(data);
        this.saved = true;
      });
      return data;
    } catch (error) {
      runInAction(() => {
        if (error instanceof ApiError && error.status === 422 && Object.keys(error.fields).length)
          this.errors = Object.fromEntries(Object.entries(error.fields).map(([field, [m = '']]) => [field, m]));
        else this.refusal = refusalOf(error);
      });
      return null;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }
}
