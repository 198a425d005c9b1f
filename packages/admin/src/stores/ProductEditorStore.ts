// One dish in the editor: the form a person types into, the version it was loaded from, the categories and
// extras to choose from, and its photo. The load / save / 409 / refusal flow is EditorModel's: a save sends
// the version's `updated_at`; when someone else saved first the editor offers to load their version with this
// person's changes carried over. Required fields left empty are marked before anything is sent.
import type { StaffCategory, StaffModifier, StaffProduct } from '@nori/core/contract';
import { actionBound, computed, makeObservable, observableRef, runInAction } from 'mobx';
import type { AdminApi } from '../api';
import { EditorModel } from './EditorModel';
import { ImageUpload } from './ImageUpload';
import { emptyForm, formOf, missingFields, requestOf, type ProductForm } from './productForm';
import { changedParts, rebase, type FormPart } from './productRebase';

export type { EditorState } from './editorSpec';

export class ProductEditorStore extends EditorModel<StaffProduct, ProductForm, FormPart> {
  categories: StaffCategory[] = [];
  modifiers: StaffModifier[] = [];
  readonly photo: ImageUpload;

  constructor(private readonly api: AdminApi) {
    const { products } = api.catalog;
    super(
      {
        formOf,
        get: products.get,
        send: (form, current) =>
          current
            ? products.update(current.id, { ...requestOf(form), expected_updated_at: current.updated_at })
            : products.create(requestOf(form)),
        changedParts,
        rebase,
        check: (form) => Object.fromEntries(missingFields(form).map((field) => [field, ''])),
      },
      emptyForm(null),
    );
    this.photo = new ImageUpload(api);
    makeObservable(this, {
      categories: observableRef,
      modifiers: observableRef,
      product: computed,
      problem: computed,
      uploading: computed,
      uploadProblem: computed,
      load: actionBound,
      upload: actionBound,
      removeImage: actionBound,
    });
  }

  /** The dish as last loaded or saved; null for a new one until its first save. */
  get product(): StaffProduct | null {
    return this.record;
  }

  /**
   * A refusal not about one field: the API's words, '' when it could not be reached; null when none, and
   * during a conflict (its own banner says it).
   */
  get problem(): string | null {
    return this.conflict ? null : (this.refusal?.message ?? null);
  }

  get uploading(): boolean {
    return this.photo.uploading;
  }

  /** Why the last photo was refused (the API names the file's problem); '' offline; null: none. */
  get uploadProblem(): string | null {
    return this.photo.problem;
  }

  /** Loads the categories and extras, and the dish (`id`) or a new one in `categoryId` (else the first). */
  load(id: number | null, categoryId: number | null = null) {
    return this.open(
      id,
      () => {
        const startIn = this.categories.some((c) => c.id === categoryId)
          ? categoryId
          : (this.categories[0]?.id ?? null);
        return emptyForm(startIn);
      },
      async () => {
        const [categories, modifiers] = await Promise.all([
          this.api.catalog.categories.list(),
          this.api.catalog.modifiers.list(),
        ]);
        runInAction(() => {
          this.categories = categories;
          this.modifiers = modifiers;
        });
      },
    );
  }

  /** Uploads a photo and puts it in the form; saved with the dish. True when stored. */
  async upload(file: File): Promise<boolean> {
    const image = await this.photo.upload(file);
    if (image) this.edit((form) => (form.image = image));
    return image !== null;
  }

  removeImage() {
    this.edit((form) => (form.image = null));
    this.photo.clear();
  }
}
