// One category in the editor: names in the four languages, the address (slug), the drawing its dishes show
// until they have a photo, and a photo of its own. The load / save / refusal flow is EditorModel's; a save
// creates (POST) or changes (PATCH) it, and nothing typed is lost on a refusal.
import type { CategoryRequest, Illustration, LocalizedText, StaffCategory, StaffImage } from '@nori/core/contract';
import { actionBound, computed, makeObservable } from 'mobx';
import type { AdminApi } from '../api';
import { EditorModel } from './EditorModel';
import { ImageUpload } from './ImageUpload';

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

const requestOf = ({ slug, name, illustration, image }: CategoryForm): CategoryRequest => ({
  name: { ...name },
  illustration,
  image: image?.hash ?? null,
  ...(slug.trim() ? { slug: slug.trim() } : {}),
});

const FIELDS = ['slug', 'name', 'illustration', 'image'] as const;

export class CategoryEditorStore extends EditorModel<StaffCategory, CategoryForm> {
  readonly photo: ImageUpload;

  constructor(api: AdminApi) {
    const { categories } = api.catalog;
    super(
      {
        formOf,
        get: categories.get,
        send: (form, current) =>
          current ? categories.update(current.id, requestOf(form)) : categories.create(requestOf(form)),
        changedParts: (a, b) => FIELDS.filter((field) => JSON.stringify(a[field]) !== JSON.stringify(b[field])),
      },
      emptyForm(),
    );
    this.photo = new ImageUpload(api);
    makeObservable(this, { category: computed, load: actionBound, upload: actionBound, removeImage: actionBound });
  }

  /** The category as last loaded or saved; null for a new one until its first save. */
  get category(): StaffCategory | null {
    return this.record;
  }

  /** Opens a category (its id) or a new one (null). */
  load(id: number | null) {
    return this.open(id, emptyForm);
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
