// The menu as the back office manages it: dishes (drafts and published, every language), their order in a
// category, the stop-list per restaurant, categories, modifiers and promotions. Every write goes through
// `change()` (services/manage.ts): one transaction with its audit entry and the catalog version bump, so the
// shop's menu and the order checks follow at once in every process. Form is checked by the routes' zod
// schemas (routes/manageCatalog.ts); what needs the database or the whole record is checked here and
// answered with 422s naming each field. Import and export (services/catalogTransfer.ts) save through the
// same functions.
import { CATALOG_LOCALES, slugify, sortAllergens } from '@nori/core/catalog';
import { and, asc, count, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import {
  categories,
  modifiers,
  offers,
  orderItems,
  productModifiers,
  products,
  productSlugRedirects,
  promotionProducts,
  promotions,
  restaurants,
  stopList,
  type ImageRef,
  type Localized,
} from '../db/schema';
import { ApiError, type FieldErrors, type Message } from '../http/errors';
import { uploadedImage } from '../images/variants';
import { imageRef } from './images';
import { change, diff, requireRestaurant, type Actor, type ManageContext } from './manage';
import { restaurantScope, type Staff } from './staff';
import { toBani as bani, toMdl as mdl } from '@nori/core/money';
import type {
  CategoryRequest,
  ModifierRequest,
  ProductPatch,
  ProductRequest,
  PromotionPatch,
  PromotionRequest,
  StopListRequest,
} from '@nori/core/contract';

type ProductRow = typeof products.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;
type ModifierRow = typeof modifiers.$inferSelect;
type PromotionRow = typeof promotions.$inferSelect;

/** A text in the four languages where a draft may leave some empty ('' or absent). */
export type LocalizedDraft = Partial<Record<keyof Localized, string>>;

// What these calls take is the contract's (@nori/core/contract), declared once there; the routes' schemas are
// checked against it (test/contract.test.ts). A product's `image` is an uploaded picture's hash, null the
// category's drawing; a patch's `expected_updated_at` refuses (409) a save over someone else's.
export type ProductInput = ProductRequest;
export type { ProductPatch, PromotionPatch };
export type CategoryInput = CategoryRequest;
export type ModifierInput = ModifierRequest;
export type PromotionInput = PromotionRequest;
export type StopInput = StopListRequest;

/** Collects per-field messages; `throwIfAny` answers them all in one 422. */
function problems() {
  const fields: FieldErrors = Object.create(null) as FieldErrors;
  return {
    fields,
    add(field: string, message: Message) {
      (fields[field] ??= []).push(message);
    },
    throwIfAny() {
      if (Object.keys(fields).length) throw new ApiError(422, 'error.validation', {}, fields);
    },
  };
}
type Problems = ReturnType<typeof problems>;

/** Every language, '' where a draft has none. */
const fullText = (text: LocalizedDraft | undefined): Localized => ({
  ro: text?.ro?.trim() ?? '',
  ru: text?.ru?.trim() ?? '',
  en: text?.en?.trim() ?? '',
  uk: text?.uk?.trim() ?? '',
});

/** The languages missing from a text that must be whole to publish: each a 422 on `{field}.{locale}`. */
function requireAllLanguages(p: Problems, field: string, text: Localized) {
  for (const locale of CATALOG_LOCALES) if (!text[locale]) p.add(`${field}.${locale}`, 'catalog.publish.needsText');
}

/** At least one language: a nameless dish cannot even be a draft. */
function requireSomeLanguage(p: Problems, field: string, text: Localized) {
  if (CATALOG_LOCALES.every((locale) => !text[locale])) p.add(field, 'catalog.name.required');
}

/** A change's new `updated_at`: now, but always later than the one before (a stale check must notice it). */
const nextUpdatedAt = (now: Date, before: Date | null) =>
  before && before.getTime() >= now.getTime() ? new Date(before.getTime() + 1) : now;

function checkFresh(expected: string | undefined, updatedAt: Date) {
  if (expected !== undefined && new Date(expected).getTime() !== updatedAt.getTime())
    throw new ApiError(409, 'catalog.stale');
}

/** A free slug: the one wanted (422 on `slug` when another record has it), or one made from `name`. */
async function freeSlug(
  taken: (slug: string) => Promise<boolean>,
  wanted: string | undefined,
  name: string,
  fallback: string,
): Promise<string> {
  if (wanted) {
    if (await taken(wanted)) throw new ApiError(422, 'error.validation', {}, { slug: ['catalog.slug.taken'] });
    return wanted;
  }
  const base = slugify(name) || fallback;
  let slug = base;
  for (let n = 2; await taken(slug); n++) slug = `${base}-${n}`;
  return slug;
}

/** `ids` must list each of `current` exactly once (a reorder names everything it reorders). */
function checkOrder(ids: number[], current: number[]) {
  const want = new Set(current);
  if (ids.length !== want.size || new Set(ids).size !== ids.length || ids.some((id) => !want.has(id)))
    throw new ApiError(
      422,
      'error.validation',
      {},
      { ids: [{ key: 'catalog.order.mismatch', params: { count: want.size } }] },
    );
}

export function createCatalogAdmin(ctx: ManageContext, publicApiUrl: string) {
  const { db } = ctx;

  const imageView = (ref: ImageRef | null, alt: string) =>
    ref ? { hash: ref.hash, ...uploadedImage(publicApiUrl, ref, alt) } : null;

  // ----- products -----

  async function productRow(tx: Db | Tx, id: number, lock = false): Promise<ProductRow> {
    const query = tx.select().from(products).where(eq(products.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new ApiError(404, 'catalog.product.notFound');
    return row;
  }

  /** Dishes as the back office edits them: every language, modifiers in order, old slugs, where stopped. */
  async function productViews(tx: Db | Tx, rows: ProductRow[]) {
    const ids = rows.map((r) => r.id);
    const [links, stops, redirects] = ids.length
      ? await Promise.all([
          tx
            .select()
            .from(productModifiers)
            .where(inArray(productModifiers.productId, ids))
            .orderBy(asc(productModifiers.position), asc(productModifiers.modifierId)),
          tx.select().from(stopList).where(inArray(stopList.productId, ids)).orderBy(asc(stopList.restaurantId)),
          tx
            .select()
            .from(productSlugRedirects)
            .where(inArray(productSlugRedirects.productId, ids))
            .orderBy(asc(productSlugRedirects.createdAt)),
        ])
      : [[], [], []];
    const group = <T extends { productId: number }, V>(list: T[], pick: (x: T) => V) => {
      const map = new Map<number, V[]>();
      for (const x of list) map.set(x.productId, [...(map.get(x.productId) ?? []), pick(x)]);
      return map;
    };
    const modifiersOf = group(links, (l) => l.modifierId);
    const stoppedAt = group(stops, (s) => s.restaurantId);
    const oldSlugs = group(redirects, (r) => r.slug);
    return rows.map((p) => ({
      id: p.id,
      slug: p.slug,
      old_slugs: oldSlugs.get(p.id) ?? [],
      legacy_id: p.legacyId,
      category_id: p.categoryId,
      position: p.position,
      name: p.name,
      description: p.description,
      price: mdl(p.price),
      old_price: p.oldPrice === null ? null : mdl(p.oldPrice),
      weight: p.weight,
      weight_unit: p.weightUnit,
      tags: p.tags,
      modifier_ids: modifiersOf.get(p.id) ?? [],
      allergens: p.allergens,
      nutrition: p.nutrition,
      image: imageView(p.image, p.name.ro || p.name.en || p.slug),
      published: p.published,
      stopped_at: stoppedAt.get(p.id) ?? [],
      updated_at: p.updatedAt.toISOString(),
    }));
  }
  const productView = async (tx: Db | Tx, row: ProductRow) => (await productViews(tx, [row]))[0]!;

  /** Whether a slug is another dish's, now or before (its old links must keep reaching it). */
  const productSlugTaken = (tx: Tx, exceptId: number | null) => async (slug: string) => {
    const [current] = await tx
      .select({ id: products.id })
      .from(products)
      .where(exceptId === null ? eq(products.slug, slug) : and(eq(products.slug, slug), ne(products.id, exceptId)));
    if (current) return true;
    const [old] = await tx
      .select({ id: productSlugRedirects.productId })
      .from(productSlugRedirects)
      .where(eq(productSlugRedirects.slug, slug));
    return Boolean(old && old.id !== exceptId);
  };

  /** Checks what the routes' schemas cannot: the whole record (publish rules, prices) and the references. */
  async function checkProduct(tx: Tx, p: Problems, next: ProductRow, modifierIds: number[] | undefined) {
    requireSomeLanguage(p, 'name', next.name);
    if (next.published) {
      requireAllLanguages(p, 'name', next.name);
      requireAllLanguages(p, 'description', next.description);
    }
    if (next.oldPrice !== null && next.oldPrice <= next.price) p.add('old_price', 'catalog.oldPrice.notHigher');
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, next.categoryId));
    if (!category) p.add('category_id', 'catalog.category.notFound');
    if (modifierIds?.length) {
      const known = new Set(
        (
          await tx
            .select({ id: modifiers.id })
            .from(modifiers)
            .where(and(inArray(modifiers.id, modifierIds), eq(modifiers.archived, false)))
        ).map((m) => m.id),
      );
      modifierIds.forEach((id, i) => {
        if (!known.has(id)) p.add(`modifier_ids.${i}`, 'catalog.modifier.notFound');
      });
    }
  }

  async function saveModifiers(tx: Tx, productId: number, ids: number[] | undefined) {
    if (ids === undefined) return;
    await tx.delete(productModifiers).where(eq(productModifiers.productId, productId));
    if (ids.length)
      await tx
        .insert(productModifiers)
        .values(ids.map((modifierId, position) => ({ productId, modifierId, position })));
  }

  const lastPosition = async (tx: Tx, categoryId: number) =>
    (
      await tx
        .select({ n: max(products.position) })
        .from(products)
        .where(eq(products.categoryId, categoryId))
    )[0]?.n ?? 0;

  /** A new dish (a draft unless `published`), at the end of its category. Used by import too. */
  async function insertProduct(tx: Tx, input: ProductInput, now: Date) {
    const p = problems();
    const name = fullText(input.name);
    const slug = await freeSlug(
      productSlugTaken(tx, null),
      input.slug,
      name.ro || name.en || name.ru || name.uk,
      'produs',
    );
    const image = input.image === undefined ? null : await imageRef(tx, input.image);
    const row: ProductRow = {
      id: 0,
      slug,
      legacyId: null,
      categoryId: input.category_id,
      position: 0,
      name,
      description: fullText(input.description),
      price: bani(input.price),
      oldPrice: input.old_price == null ? null : bani(input.old_price),
      weight: input.weight,
      weightUnit: input.weight_unit,
      tags: [...new Set(input.tags ?? [])],
      published: input.published ?? false,
      allergens: sortAllergens(input.allergens ?? []),
      nutrition: input.nutrition ?? null,
      image,
      updatedAt: now,
    };
    await checkProduct(tx, p, row, input.modifier_ids);
    p.throwIfAny();
    const { id: _id, ...values } = row;
    void _id;
    const [inserted] = await tx
      .insert(products)
      .values({ ...values, position: (await lastPosition(tx, row.categoryId)) + 1 })
      .returning();
    await saveModifiers(tx, inserted!.id, input.modifier_ids);
    return inserted!;
  }

  /** Applies a change to a dish (locked): slug history, category move, modifiers. Used by import too. */
  async function updateProduct(tx: Tx, before: ProductRow, patch: ProductPatch, now: Date) {
    checkFresh(patch.expected_updated_at, before.updatedAt);
    const p = problems();
    const next: ProductRow = {
      ...before,
      name: patch.name === undefined ? before.name : fullText(patch.name),
      description: patch.description === undefined ? before.description : fullText(patch.description),
      categoryId: patch.category_id ?? before.categoryId,
      price: patch.price === undefined ? before.price : bani(patch.price),
      oldPrice:
        patch.old_price === undefined ? before.oldPrice : patch.old_price === null ? null : bani(patch.old_price),
      weight: patch.weight ?? before.weight,
      weightUnit: patch.weight_unit ?? before.weightUnit,
      tags: patch.tags === undefined ? before.tags : [...new Set(patch.tags)],
      published: patch.published ?? before.published,
      allergens: patch.allergens === undefined ? before.allergens : sortAllergens(patch.allergens),
      nutrition: patch.nutrition === undefined ? before.nutrition : patch.nutrition,
      image: patch.image === undefined ? before.image : await imageRef(tx, patch.image),
      updatedAt: nextUpdatedAt(now, before.updatedAt),
    };
    if (patch.slug !== undefined && patch.slug !== before.slug)
      next.slug = await freeSlug(productSlugTaken(tx, before.id), patch.slug, '', 'produs');
    await checkProduct(tx, p, next, patch.modifier_ids);
    p.throwIfAny();
    if (next.categoryId !== before.categoryId) next.position = (await lastPosition(tx, next.categoryId)) + 1;
    if (next.slug !== before.slug) {
      // The old address keeps answering (301); taking back one of its own old slugs ends that redirect.
      await tx.delete(productSlugRedirects).where(eq(productSlugRedirects.slug, next.slug));
      await tx
        .insert(productSlugRedirects)
        .values({ slug: before.slug, productId: before.id, createdAt: now })
        .onConflictDoUpdate({ target: productSlugRedirects.slug, set: { productId: before.id, createdAt: now } });
    }
    const { id: _id, ...values } = next;
    void _id;
    const [saved] = await tx.update(products).set(values).where(eq(products.id, before.id)).returning();
    await saveModifiers(tx, before.id, patch.modifier_ids);
    return saved!;
  }

  /** What a change did, for the audit log (prices in bani as stored; texts and lists as they were). */
  const productDiff = (before: ProductRow, after: ProductRow, modifierIds?: number[]) => ({
    ...diff(before, { ...after, updatedAt: undefined }),
    ...(modifierIds ? { modifier_ids: modifierIds } : {}),
  });

  async function listProducts(filter: { category_id?: number; q?: string; published?: boolean }) {
    const conditions = [
      filter.category_id === undefined ? undefined : eq(products.categoryId, filter.category_id),
      filter.published === undefined ? undefined : eq(products.published, filter.published),
      filter.q
        ? sql`(${products.slug} ilike ${`%${filter.q}%`} or ${products.name}::text ilike ${`%${filter.q}%`})`
        : undefined,
    ].filter(Boolean);
    const rows = await db
      .select()
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(asc(categories.position), asc(products.position), asc(products.id));
    return productViews(
      db,
      rows.map((r) => r.products),
    );
  }

  // ----- categories -----

  async function categoryRow(tx: Db | Tx, id: number, lock = false): Promise<CategoryRow> {
    const query = tx.select().from(categories).where(eq(categories.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new ApiError(404, 'catalog.category.notFound');
    return row;
  }

  async function categoryViews(tx: Db | Tx, rows: CategoryRow[]) {
    const counts = new Map(
      (await tx.select({ id: products.categoryId, n: count() }).from(products).groupBy(products.categoryId)).map(
        (r) => [r.id, r.n],
      ),
    );
    return rows.map((c) => ({
      id: c.id,
      slug: c.slug,
      position: c.position,
      name: c.name,
      illustration: c.illustration,
      image: imageView(c.image, c.name.ro),
      products_count: counts.get(c.id) ?? 0,
      updated_at: c.updatedAt.toISOString(),
    }));
  }

  const categorySlugTaken = (tx: Tx, exceptId: number | null) => async (slug: string) =>
    (await tx.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug))).some(
      (c) => c.id !== exceptId,
    );

  async function insertCategory(tx: Tx, input: CategoryInput, now: Date) {
    const slug = await freeSlug(categorySlugTaken(tx, null), input.slug, input.name.ro, 'categorie');
    const image = input.image === undefined ? null : await imageRef(tx, input.image);
    const last = (await tx.select({ n: max(categories.position) }).from(categories))[0]?.n ?? 0;
    const [row] = await tx
      .insert(categories)
      .values({ slug, name: input.name, illustration: input.illustration, image, position: last + 1, updatedAt: now })
      .returning();
    return row!;
  }

  async function updateCategory(tx: Tx, before: CategoryRow, patch: Partial<CategoryInput>, now: Date) {
    const slug =
      patch.slug !== undefined && patch.slug !== before.slug
        ? await freeSlug(categorySlugTaken(tx, before.id), patch.slug, '', 'categorie')
        : before.slug;
    const [row] = await tx
      .update(categories)
      .set({
        slug,
        name: patch.name ?? before.name,
        illustration: patch.illustration ?? before.illustration,
        image: patch.image === undefined ? before.image : await imageRef(tx, patch.image),
        updatedAt: nextUpdatedAt(now, before.updatedAt),
      })
      .where(eq(categories.id, before.id))
      .returning();
    return row!;
  }

  // ----- modifiers -----

  async function modifierRow(tx: Db | Tx, id: number, lock = false): Promise<ModifierRow> {
    const query = tx
      .select()
      .from(modifiers)
      .where(and(eq(modifiers.id, id), eq(modifiers.archived, false)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new ApiError(404, 'catalog.modifier.notFound');
    return row;
  }

  async function modifierViews(tx: Db | Tx, rows: ModifierRow[]) {
    const counts = new Map(
      (
        await tx
          .select({ id: productModifiers.modifierId, n: count() })
          .from(productModifiers)
          .groupBy(productModifiers.modifierId)
      ).map((r) => [r.id, r.n]),
    );
    return rows.map((m) => ({
      id: m.id,
      code: m.code,
      name: m.name,
      price: mdl(m.price),
      products_count: counts.get(m.id) ?? 0,
    }));
  }

  const modifierCodeTaken = (tx: Tx, exceptId: number | null) => async (code: string) =>
    (await tx.select({ id: modifiers.id }).from(modifiers).where(eq(modifiers.code, code))).some(
      (m) => m.id !== exceptId,
    );

  async function insertModifier(tx: Tx, input: ModifierInput) {
    const code = await freeSlug(modifierCodeTaken(tx, null), input.code, input.name.en || input.name.ro, 'extra');
    const [row] = await tx
      .insert(modifiers)
      .values({ code, name: input.name, price: bani(input.price) })
      .returning();
    return row!;
  }

  async function updateModifier(tx: Tx, before: ModifierRow, patch: Partial<ModifierInput>) {
    const code =
      patch.code !== undefined && patch.code !== before.code
        ? await freeSlug(modifierCodeTaken(tx, before.id), patch.code, '', 'extra')
        : before.code;
    const [row] = await tx
      .update(modifiers)
      .set({
        code,
        name: patch.name ?? before.name,
        price: patch.price === undefined ? before.price : bani(patch.price),
      })
      .where(eq(modifiers.id, before.id))
      .returning();
    return row!;
  }

  // ----- promotions -----

  async function promotionRow(tx: Db | Tx, id: number, lock = false): Promise<PromotionRow> {
    const query = tx.select().from(promotions).where(eq(promotions.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new ApiError(404, 'catalog.promotion.notFound');
    return row;
  }

  async function promotionViews(tx: Db | Tx, rows: PromotionRow[]) {
    const ids = rows.map((r) => r.id);
    const links = ids.length
      ? await tx
          .select()
          .from(promotionProducts)
          .where(inArray(promotionProducts.promotionId, ids))
          .orderBy(asc(promotionProducts.position))
      : [];
    return rows.map((p) => ({
      id: p.id,
      slug: p.slug,
      position: p.position,
      title: p.title,
      description: p.description,
      starts_at: p.startsAt,
      ends_at: p.endsAt,
      image: imageView(p.image, p.title.ro || p.slug),
      product_ids: links.filter((l) => l.promotionId === p.id).map((l) => l.productId),
      published: p.published,
      updated_at: p.updatedAt.toISOString(),
    }));
  }

  const promotionSlugTaken = (tx: Tx, exceptId: number | null) => async (slug: string) =>
    (await tx.select({ id: promotions.id }).from(promotions).where(eq(promotions.slug, slug))).some(
      (p) => p.id !== exceptId,
    );

  async function checkPromotion(tx: Tx, next: PromotionRow, productIds: number[] | undefined) {
    const p = problems();
    requireSomeLanguage(p, 'title', next.title);
    if (next.published) {
      requireAllLanguages(p, 'title', next.title);
      requireAllLanguages(p, 'description', next.description);
    }
    if (next.endsAt !== null && next.endsAt < next.startsAt) p.add('ends_at', 'catalog.promotion.endsBeforeStart');
    if (productIds?.length) {
      const known = new Set(
        (await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds))).map((r) => r.id),
      );
      productIds.forEach((id, i) => {
        if (!known.has(id)) p.add(`product_ids.${i}`, 'catalog.product.notFound');
      });
    }
    p.throwIfAny();
  }

  async function savePromotionProducts(tx: Tx, promotionId: number, ids: number[] | undefined) {
    if (ids === undefined) return;
    await tx.delete(promotionProducts).where(eq(promotionProducts.promotionId, promotionId));
    if (ids.length)
      await tx
        .insert(promotionProducts)
        .values(ids.map((productId, position) => ({ promotionId, productId, position })));
  }

  async function insertPromotion(tx: Tx, input: PromotionInput, now: Date) {
    const title = fullText(input.title);
    const row: PromotionRow = {
      id: 0,
      slug: '',
      position: 0,
      title,
      description: fullText(input.description),
      startsAt: input.starts_at,
      endsAt: input.ends_at ?? null,
      published: input.published ?? false,
      image: input.image === undefined ? null : await imageRef(tx, input.image),
      updatedAt: now,
    };
    await checkPromotion(tx, row, input.product_ids);
    row.slug = await freeSlug(promotionSlugTaken(tx, null), input.slug, title.ro || title.en, 'promotie');
    const last = (await tx.select({ n: max(promotions.position) }).from(promotions))[0]?.n ?? 0;
    const { id: _id, ...values } = row;
    void _id;
    const [inserted] = await tx
      .insert(promotions)
      .values({ ...values, position: last + 1 })
      .returning();
    await savePromotionProducts(tx, inserted!.id, input.product_ids);
    return inserted!;
  }

  async function updatePromotion(tx: Tx, before: PromotionRow, patch: PromotionPatch, now: Date) {
    checkFresh(patch.expected_updated_at, before.updatedAt);
    const next: PromotionRow = {
      ...before,
      title: patch.title === undefined ? before.title : fullText(patch.title),
      description: patch.description === undefined ? before.description : fullText(patch.description),
      startsAt: patch.starts_at ?? before.startsAt,
      endsAt: patch.ends_at === undefined ? before.endsAt : patch.ends_at,
      published: patch.published ?? before.published,
      image: patch.image === undefined ? before.image : await imageRef(tx, patch.image),
      updatedAt: nextUpdatedAt(now, before.updatedAt),
    };
    await checkPromotion(tx, next, patch.product_ids);
    if (patch.slug !== undefined && patch.slug !== before.slug)
      next.slug = await freeSlug(promotionSlugTaken(tx, before.id), patch.slug, '', 'promotie');
    const { id: _id, ...values } = next;
    void _id;
    const [saved] = await tx.update(promotions).set(values).where(eq(promotions.id, before.id)).returning();
    await savePromotionProducts(tx, before.id, patch.product_ids);
    return saved!;
  }

  return {
    // products
    listProducts,
    async product(id: number) {
      return productView(db, await productRow(db, id));
    },
    createProduct: (actor: Actor, input: ProductInput) =>
      change(ctx, actor, { action: 'catalog.product.create', targetType: 'product' }, async (tx, now, note) => {
        const row = await insertProduct(tx, input, now);
        note({ targetId: row.id, details: { slug: row.slug, published: row.published } });
        return productView(tx, row);
      }),
    updateProduct: (actor: Actor, id: number, patch: ProductPatch) =>
      change(
        ctx,
        actor,
        { action: 'catalog.product.update', targetType: 'product', targetId: id },
        async (tx, now, note) => {
          const before = await productRow(tx, id, true);
          const after = await updateProduct(tx, before, patch, now);
          note({ details: productDiff(before, after, patch.modifier_ids) });
          return productView(tx, after);
        },
      ),
    deleteProduct: (actor: Actor, id: number) =>
      change(
        ctx,
        actor,
        { action: 'catalog.product.delete', targetType: 'product', targetId: id },
        async (tx, _now, note) => {
          const before = await productRow(tx, id, true);
          const [[ordered], [gift]] = await Promise.all([
            tx.select({ n: count() }).from(orderItems).where(eq(orderItems.productId, id)),
            tx.select({ id: offers.id }).from(offers).where(eq(offers.giftProductId, id)).limit(1),
          ]);
          if (ordered && ordered.n > 0) throw new ApiError(409, 'catalog.product.hasOrders', { count: ordered.n });
          // An offer gives it (a foreign key): the offer must give something else first.
          if (gift) throw new ApiError(409, 'catalog.product.inOffer');
          await tx.delete(products).where(eq(products.id, id));
          note({ details: { slug: before.slug, name: before.name } });
        },
      ),
    reorderProducts: (actor: Actor, categoryId: number, ids: number[]) =>
      change(
        ctx,
        actor,
        { action: 'catalog.product.reorder', targetType: 'category', targetId: categoryId, details: { ids } },
        async (tx) => {
          await categoryRow(tx, categoryId, true);
          const current = await tx
            .select({ id: products.id })
            .from(products)
            .where(eq(products.categoryId, categoryId));
          checkOrder(
            ids,
            current.map((r) => r.id),
          );
          await reorder(tx, products, ids);
        },
      ),

    // stop-list
    async stopList(staff: Staff, restaurantId?: number) {
      const scope = restaurantScope(staff);
      if (restaurantId !== undefined) requireRestaurant(staff, restaurantId);
      const conditions = [
        restaurantId === undefined ? undefined : eq(stopList.restaurantId, restaurantId),
        scope === 'all' ? undefined : inArray(stopList.restaurantId, scope.length ? scope : [0]),
      ].filter(Boolean);
      const rows = await db
        .select()
        .from(stopList)
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(asc(stopList.restaurantId), asc(stopList.createdAt));
      return rows.map((r) => ({
        product_id: r.productId,
        restaurant_id: r.restaurantId,
        staff_id: r.staffId,
        since: r.createdAt.toISOString(),
      }));
    },
    setAvailability: (actor: Actor, input: StopInput) => {
      requireRestaurant(actor.staff, input.restaurant_id);
      return change(
        ctx,
        actor,
        {
          action: input.available ? 'catalog.stopList.remove' : 'catalog.stopList.add',
          targetType: 'product',
          targetId: input.product_id,
          details: { restaurant_id: input.restaurant_id },
        },
        async (tx, now) => {
          await productRow(tx, input.product_id);
          const [restaurant] = await tx
            .select({ id: restaurants.id })
            .from(restaurants)
            .where(eq(restaurants.id, input.restaurant_id));
          if (!restaurant)
            throw new ApiError(422, 'error.validation', {}, { restaurant_id: ['order.restaurant.unknown'] });
          const where = and(eq(stopList.productId, input.product_id), eq(stopList.restaurantId, input.restaurant_id));
          if (input.available) await tx.delete(stopList).where(where);
          else
            await tx
              .insert(stopList)
              .values({
                productId: input.product_id,
                restaurantId: input.restaurant_id,
                staffId: actor.staff.id,
                createdAt: now,
              })
              .onConflictDoNothing();
          return { product_id: input.product_id, restaurant_id: input.restaurant_id, available: input.available };
        },
      );
    },

    // categories
    async categories() {
      return categoryViews(db, await db.select().from(categories).orderBy(asc(categories.position)));
    },
    async category(id: number) {
      return (await categoryViews(db, [await categoryRow(db, id)]))[0]!;
    },
    createCategory: (actor: Actor, input: CategoryInput) =>
      change(ctx, actor, { action: 'catalog.category.create', targetType: 'category' }, async (tx, now, note) => {
        const row = await insertCategory(tx, input, now);
        note({ targetId: row.id, details: { slug: row.slug } });
        return (await categoryViews(tx, [row]))[0]!;
      }),
    updateCategory: (actor: Actor, id: number, patch: Partial<CategoryInput>) =>
      change(
        ctx,
        actor,
        { action: 'catalog.category.update', targetType: 'category', targetId: id },
        async (tx, now, note) => {
          const before = await categoryRow(tx, id, true);
          const after = await updateCategory(tx, before, patch, now);
          note({ details: diff(before, { ...after, updatedAt: undefined }) });
          return (await categoryViews(tx, [after]))[0]!;
        },
      ),
    deleteCategory: (actor: Actor, id: number) =>
      change(
        ctx,
        actor,
        { action: 'catalog.category.delete', targetType: 'category', targetId: id },
        async (tx, _now, note) => {
          const before = await categoryRow(tx, id, true);
          const [inside] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, id));
          if (inside && inside.n > 0) throw new ApiError(409, 'catalog.category.notEmpty', { count: inside.n });
          await tx.delete(categories).where(eq(categories.id, id));
          note({ details: { slug: before.slug, name: before.name } });
        },
      ),
    reorderCategories: (actor: Actor, ids: number[]) =>
      change(
        ctx,
        actor,
        { action: 'catalog.category.reorder', targetType: 'category', details: { ids } },
        async (tx) => {
          const current = await tx.select({ id: categories.id }).from(categories).for('update');
          checkOrder(
            ids,
            current.map((r) => r.id),
          );
          await reorder(tx, categories, ids);
        },
      ),

    // modifiers
    async modifiers() {
      return modifierViews(
        db,
        await db.select().from(modifiers).where(eq(modifiers.archived, false)).orderBy(asc(modifiers.id)),
      );
    },
    createModifier: (actor: Actor, input: ModifierInput) =>
      change(ctx, actor, { action: 'catalog.modifier.create', targetType: 'modifier' }, async (tx, _now, note) => {
        const row = await insertModifier(tx, input);
        note({ targetId: row.id, details: { code: row.code } });
        return (await modifierViews(tx, [row]))[0]!;
      }),
    updateModifier: (actor: Actor, id: number, patch: Partial<ModifierInput>) =>
      change(
        ctx,
        actor,
        { action: 'catalog.modifier.update', targetType: 'modifier', targetId: id },
        async (tx, _now, note) => {
          const before = await modifierRow(tx, id, true);
          const after = await updateModifier(tx, before, patch);
          note({ details: diff(before, after) });
          return (await modifierViews(tx, [after]))[0]!;
        },
      ),
    /** Orders keep a modifier's name and price in their lines, so a deleted one is only archived. */
    deleteModifier: (actor: Actor, id: number) =>
      change(
        ctx,
        actor,
        { action: 'catalog.modifier.delete', targetType: 'modifier', targetId: id },
        async (tx, _now, note) => {
          const before = await modifierRow(tx, id, true);
          const [used] = await tx
            .select({ n: count() })
            .from(productModifiers)
            .where(eq(productModifiers.modifierId, id));
          if (used && used.n > 0) throw new ApiError(409, 'catalog.modifier.inUse', { count: used.n });
          await tx.update(modifiers).set({ archived: true }).where(eq(modifiers.id, id));
          note({ details: { code: before.code } });
        },
      ),

    // promotions
    async promotions() {
      return promotionViews(db, await db.select().from(promotions).orderBy(asc(promotions.position)));
    },
    async promotion(id: number) {
      return (await promotionViews(db, [await promotionRow(db, id)]))[0]!;
    },
    createPromotion: (actor: Actor, input: PromotionInput) =>
      change(ctx, actor, { action: 'catalog.promotion.create', targetType: 'promotion' }, async (tx, now, note) => {
        const row = await insertPromotion(tx, input, now);
        note({ targetId: row.id, details: { slug: row.slug, published: row.published } });
        return (await promotionViews(tx, [row]))[0]!;
      }),
    updatePromotion: (actor: Actor, id: number, patch: PromotionPatch) =>
      change(
        ctx,
        actor,
        { action: 'catalog.promotion.update', targetType: 'promotion', targetId: id },
        async (tx, now, note) => {
          const before = await promotionRow(tx, id, true);
          const after = await updatePromotion(tx, before, patch, now);
          note({
            details: {
              ...diff(before, { ...after, updatedAt: undefined }),
              ...(patch.product_ids ? { product_ids: patch.product_ids } : {}),
            },
          });
          return (await promotionViews(tx, [after]))[0]!;
        },
      ),
    deletePromotion: (actor: Actor, id: number) =>
      change(
        ctx,
        actor,
        { action: 'catalog.promotion.delete', targetType: 'promotion', targetId: id },
        async (tx, _now, note) => {
          const before = await promotionRow(tx, id, true);
          await tx.delete(promotions).where(eq(promotions.id, id));
          note({ details: { slug: before.slug, title: before.title } });
        },
      ),
    reorderPromotions: (actor: Actor, ids: number[]) =>
      change(
        ctx,
        actor,
        { action: 'catalog.promotion.reorder', targetType: 'promotion', details: { ids } },
        async (tx) => {
          const current = await tx.select({ id: promotions.id }).from(promotions).for('update');
          checkOrder(
            ids,
            current.map((r) => r.id),
          );
          await reorder(tx, promotions, ids);
        },
      ),

    /** For import: the same checks and writes, inside the import's one transaction. */
    writes: {
      insertProduct,
      updateProduct,
      insertCategory,
      updateCategory,
      insertModifier,
      updateModifier,
      productRow,
      productViews,
    },
  };
}

/** Positions 1…n in the order of `ids` (one statement). */
async function reorder(tx: Tx, table: typeof products | typeof categories | typeof promotions, ids: number[]) {
  if (!ids.length) return;
  const cases = sql.join(
    ids.map((id, i) => sql`when ${id} then ${i + 1}::int`),
    sql` `,
  );
  await tx
    .update(table)
    .set({ position: sql`case ${table.id} ${cases} end` })
    .where(inArray(table.id, ids));
}

export type CatalogAdmin = ReturnType<typeof createCatalogAdmin>;
