/**
 * The menu (packages/api/src/routes/manageCatalog.ts, manageCatalogTransfer.ts, staffImages.ts): categories,
 * dishes, modifiers and promotions, each read, created, changed, removed and put in order the same way; the
 * stop-list; the photos; the whole menu as one file.
 */
import type {
  CategoryRequest,
  MenuImportResult,
  ProductPatch,
  ProductRequest,
  PromotionPatch,
  PromotionRequest,
  StaffCategory,
  StaffImage,
  StaffModifier,
  StaffProduct,
  StaffPromotion,
} from '@nori/core/contract';
import type { ApiClient } from './client';
import { idPart, query } from './query';

/** One kind of menu entry under `base`: the calls every editor and list of it makes. */
function entries<T, Create, Patch = Partial<Create>>(client: ApiClient, base: string) {
  const one = (id: number) => `${base}/${idPart(id)}`;
  return {
    list: async (search = '') => (await client.get<{ data: T[] }>(`${base}${search}`)).data,
    get: async (id: number) => (await client.get<{ data: T }>(one(id))).data,
    create: async (request: Create) => (await client.post<{ data: T }>(base, request)).data,
    update: async (id: number, patch: Patch) => (await client.patch<{ data: T }>(one(id), patch)).data,
    remove: (id: number) => client.delete(one(id)),
    /** Puts every entry in this order (ids, first to last). */
    reorder: (ids: number[]) => client.put(`${base}/order`, { ids }),
  };
}

export type MenuFileFormat = 'csv' | 'json';
/** What the API answers to a photo: its hash (the editors' `image`) and the variants it cut. */
type Uploaded = { hash: string; width: number; height: number; image: Omit<StaffImage, 'hash'> };

export function createCatalogApi(client: ApiClient) {
  const categories = entries<StaffCategory, CategoryRequest>(client, '/api/staff/catalog/categories');
  const products = entries<StaffProduct, ProductRequest, ProductPatch>(client, '/api/staff/catalog/products');
  return {
    categories: {
      ...categories,
      /** Puts a category's dishes in this order. */
      reorderDishes: (categoryId: number, ids: number[]) =>
        client.put(`/api/staff/catalog/categories/${idPart(categoryId)}/products/order`, { ids }),
    },
    products: {
      ...products,
      /** Dishes, drafts included unless `published` says otherwise; of one category when given. */
      search: (s: { categoryId?: number; published?: boolean } = {}) =>
        products.list(query({ category_id: s.categoryId, published: s.published })),
    },
    modifiers: entries<StaffModifier, never>(client, '/api/staff/catalog/modifiers'),
    promotions: entries<StaffPromotion, PromotionRequest, PromotionPatch>(client, '/api/staff/catalog/promotions'),
    /** Switches a dish off (or on again) in one restaurant, at once. */
    setAvailable: (productId: number, restaurantId: number, available: boolean) =>
      client.post('/api/staff/stop-list', { product_id: productId, restaurant_id: restaurantId, available }),
    /** Uploads a photo; the picture with its hash, as the editors keep it. */
    uploadImage: async (file: File): Promise<StaffImage> => {
      const body = new FormData();
      body.append('file', file, file.name);
      const { data } = await client.send<{ data: Uploaded }>('POST', '/api/staff/images', body);
      return { ...data.image, hash: data.hash };
    },
    /** The whole menu as a file. */
    export: (format: MenuFileFormat) => client.download(`/api/staff/catalog/export${query({ format })}`),
    /** Imports a menu file; `dryRun` answers what would change and saves nothing. */
    import: async (file: Blob, format: MenuFileFormat, dryRun: boolean) =>
      (
        await client.send<{ data: MenuImportResult }>(
          'POST',
          `/api/staff/catalog/import${query({ format, dry_run: dryRun || undefined })}`,
          file,
          format === 'csv' ? 'text/csv' : 'application/json',
        )
      ).data,
  };
}

export type CatalogApi = ReturnType<typeof createCatalogApi>;
