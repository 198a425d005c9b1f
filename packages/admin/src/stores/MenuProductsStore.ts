// The menu's dishes as the back office lists them: by category, drafts included, found by a name in any
// language (or the slug), filtered by category and by published or draft. The editor puts what it saved back
// into the list, so going back from it shows the dish as it is now without another load.
import type { Locale, StaffCategory, StaffProduct } from '@nori/core/contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminApi } from '../api';
import { ApiError } from '../api/client';
import { textIn } from '@nori/core/localized';

export type PublishedFilter = 'all' | 'published' | 'draft';

export class MenuProductsStore {
  categories: StaffCategory[] = [];
  products: StaffProduct[] = [];
  query = '';
  /** null: every category. */
  categoryId: number | null = null;
  publishedFilter: PublishedFilter = 'all';
  loaded = false;
  loading = false;
  /** The API's words when loading failed ('' when it could not be reached), or null. */
  problem: string | null = null;

  constructor(
    private readonly api: AdminApi,
    private readonly locale: () => Locale,
  ) {
    makeAutoObservable<MenuProductsStore, 'api' | 'locale'>(this, { api: false, locale: false }, { autoBind: true });
  }

  async load() {
    this.loading = true;
    this.problem = null;
    try {
      const [categories, products] = await Promise.all([
        this.api.catalog.categories.list(),
        this.api.catalog.products.list(),
      ]);
      runInAction(() => {
        this.categories = categories;
        this.products = products;
        if (this.categoryId !== null && !this.categories.some((c) => c.id === this.categoryId)) this.categoryId = null;
        this.loaded = true;
      });
    } catch (error) {
      runInAction(() => (this.problem = error instanceof ApiError ? error.message : ''));
    } finally {
      runInAction(() => (this.loading = false));
    }
  }

  setQuery(query: string) {
    this.query = query;
  }

  setCategory(id: number | null) {
    this.categoryId = id;
  }

  setPublishedFilter(filter: PublishedFilter) {
    this.publishedFilter = filter;
  }

  /** A dish's name in the UI's language, else the first language it has (a draft may lack some). */
  nameOf(product: StaffProduct): string {
    const { name } = product;
    return textIn(name, this.locale(), product.slug);
  }

  categoryName(category: StaffCategory): string {
    return textIn(category.name, this.locale());
  }

  /** How many drafts the menu holds (all categories). */
  get draftCount(): number {
    return this.products.filter((p) => !p.published).length;
  }

  /** The categories in menu order with their dishes that match the search and the filters. */
  get sections(): { category: StaffCategory; products: StaffProduct[] }[] {
    const words = this.query.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
    const matches = (p: StaffProduct) => {
      const text = [p.slug, ...p.old_slugs, ...Object.values(p.name)].join(' ').toLocaleLowerCase();
      return words.every((word) => text.includes(word));
    };
    const shown = (p: StaffProduct) =>
      this.publishedFilter === 'all' || p.published === (this.publishedFilter === 'published');
    return this.categories
      .filter((category) => this.categoryId === null || category.id === this.categoryId)
      .map((category) => ({
        category,
        products: this.products.filter((p) => p.category_id === category.id && shown(p) && matches(p)),
      }))
      .filter((section) => section.products.length > 0);
  }

  /** A dish the editor saved: replaces the listed one, or joins the end of its category. */
  put(product: StaffProduct) {
    const index = this.products.findIndex((p) => p.id === product.id);
    if (index >= 0) this.products[index] = product;
    else this.products.push(product);
  }
}
