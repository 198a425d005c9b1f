// The whole menu in one file and back (issue 15): the way a business moves from its spreadsheet or from
// another shop. The file names categories by slug and extras by code, never by database id, so it moves
// between shops. Exported in menu order, drafts included. An import is one change (`change()`: one
// transaction, one audit entry `catalog.import`, one catalog bump): every row is checked first, through the
// same functions the single calls save with (catalogAdmin's `writes`), and every problem of every row is
// answered in one 422, keyed the way the file says it (`lines.7.price` in CSV, `products.3.name.ru` in
// JSON); when anything is wrong nothing is written. A dry run, or a file that changes nothing, rolls back.
// The file's form (JSON schema, CSV columns) is read by routes/manageCatalogTransfer.ts and menuCsv.ts.
import { CATALOG_LOCALES, sortAllergens, type Allergen, type Illustration, type Nutrition } from '@nori/core/catalog';
import { toBani, toMdl } from '@nori/core/money';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { categories, modifiers, products, type Localized } from '../db/schema';
import { ApiError, type FieldErrors, type Message } from '../http/errors';
import type { CatalogAdmin, CategoryInput, LocalizedDraft, ModifierInput, ProductInput } from './catalogAdmin';
import { change, diff, type Actor, type ManageContext } from './manage';

export const MENU_FILE_FORMAT = 'nori-menu';
export const MENU_FILE_VERSION = 1;
/** Dishes per file (the body is also limited: LARGE_BODY_BYTES in app.ts). */
export const MAX_IMPORT_PRODUCTS = 5000;

export type MenuFileCategory = { slug: string; name: Localized; illustration: Illustration; image: string | null };
export type MenuFileModifier = { code: string; name: Localized; price: number };
export type MenuFileProduct = {
  slug: string;
  /** the category's slug */
  category: string;
  name: Localized;
  description: Localized;
  /** MDL */
  price: number;
  old_price: number | null;
  weight: number;
  weight_unit: ProductInput['weight_unit'];
  tags: NonNullable<ProductInput['tags']>;
  /** the extras' codes, in the order offered */
  modifiers: string[];
  allergens: Allergen[];
  nutrition: Nutrition | null;
  /** an uploaded picture's hash; null: the category's drawing */
  image: string | null;
  published: boolean;
};
export type MenuFile = {
  format: typeof MENU_FILE_FORMAT;
  version: typeof MENU_FILE_VERSION;
  categories: MenuFileCategory[];
  modifiers: MenuFileModifier[];
  products: MenuFileProduct[];
};

/** A dish as a file brings it: everything but its slug may be left out (a dish that exists keeps it). */
export type ProductImport = Partial<Omit<ProductInput, 'slug' | 'category_id' | 'modifier_ids'>> & {
  slug: string;
  category?: string | undefined;
  modifiers?: string[] | undefined;
};
export type CategoryImport = Partial<CategoryInput> & { slug: string };
export type ModifierImport = Partial<ModifierInput> & { code: string };

/** One record of the file, read and checked for form by the route. */
export type ImportItem<T> = {
  /** CSV: the line it starts on (the header is line 1); JSON: its index in its list */
  at: number;
  /** its slug (code), when the file gives a well-formed one */
  slug: string | undefined;
  /** the record, when its form is right (otherwise its problems are already in the plan) */
  value: T | undefined;
  /** the references it makes, when well-formed (checked even when other fields are wrong) */
  refs: { category?: string | undefined; modifiers?: string[] | undefined };
  /** fields a new record needs that the file leaves out */
  missing: string[];
  /** the key of one of its fields in the answer's `errors` (`lines.7.name_ru`, `products.3.name.ru`) */
  key: (field: string) => string;
};

export type ImportPlan = {
  format: 'json' | 'csv';
  /** problems of form found while reading, keyed as answered */
  problems: FieldErrors;
  categories: ImportItem<CategoryImport>[];
  modifiers: ImportItem<ModifierImport>[];
  products: ImportItem<ProductImport>[];
};

export type ImportAction = 'create' | 'update' | 'unchanged';
type Outcome = { at: number; slug: string; action: ImportAction };
export type ImportResult = {
  created: number;
  updated: number;
  unchanged: number;
  dry_run: boolean;
  products: ({ slug: string; action: ImportAction } & ({ line: number } | { index: number }))[];
  categories: { index: number; slug: string; action: ImportAction }[];
  modifiers: { index: number; code: string; action: ImportAction }[];
};

/** Thrown out of the import's transaction to roll it back with an answer: a dry run, or nothing to change. */
class Rollback extends Error {
  constructor(readonly result: ImportResult) {
    super('rollback');
  }
}
/** Thrown out of one record's savepoint when the save turned out to change nothing. */
class Unchanged extends Error {}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether a text the file gives (absent: kept) is the one saved (the writes trim and fill in ''). */
const sameText = (text: LocalizedDraft | undefined, saved: Localized) =>
  text === undefined || CATALOG_LOCALES.every((locale) => (text[locale] ?? '').trim() === saved[locale]);

const sameNutrition = (a: Nutrition | null, b: Nutrition | null) =>
  a === null || b === null
    ? a === b
    : a.energy_kcal === b.energy_kcal &&
      a.protein === b.protein &&
      a.fat === b.fat &&
      a.carbohydrates === b.carbohydrates;

/** The writes name the references by id; the file by slug and code. */
const fileField = (field: string) =>
  field === 'category_id' ? 'category' : field.replace(/^modifier_ids(?=\.|$)/, 'modifiers');

export function createCatalogTransfer(ctx: ManageContext, admin: CatalogAdmin) {
  const { writes } = admin;
  type ProductView = Awaited<ReturnType<typeof writes.productViews>>[number];

  /** The whole menu in menu order, drafts included, read in one snapshot. */
  function exportMenu(): Promise<MenuFile> {
    return ctx.db.transaction(
      async (tx) => {
        const cats = await tx.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
        const mods = await tx.select().from(modifiers).orderBy(asc(modifiers.id));
        const rows = await tx
          .select()
          .from(products)
          .innerJoin(categories, eq(categories.id, products.categoryId))
          .orderBy(asc(categories.position), asc(products.position), asc(products.id));
        const views = await writes.productViews(
          tx,
          rows.map((r) => r.products),
        );
        const slugOf = new Map(cats.map((c) => [c.id, c.slug]));
        const codeOf = new Map(mods.map((m) => [m.id, m.code]));
        const offered = new Set(views.flatMap((p) => p.modifier_ids));
        return {
          format: MENU_FILE_FORMAT,
          version: MENU_FILE_VERSION,
          categories: cats.map((c) => ({
            slug: c.slug,
            name: c.name,
            illustration: c.illustration as Illustration,
            image: c.image?.hash ?? null,
          })),
          modifiers: mods
            .filter((m) => !m.archived || offered.has(m.id))
            .map((m) => ({ code: m.code, name: m.name, price: toMdl(m.price) })),
          products: views.map((p) => ({
            slug: p.slug,
            category: slugOf.get(p.category_id)!,
            name: p.name,
            description: p.description,
            price: p.price,
            old_price: p.old_price,
            weight: p.weight,
            weight_unit: p.weight_unit,
            tags: p.tags,
            modifiers: p.modifier_ids.map((id) => codeOf.get(id)!),
            allergens: p.allergens,
            nutrition: p.nutrition,
            image: p.image?.hash ?? null,
            published: p.published,
          })),
        };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  /** Whether a dish already is what the file says (conservative: the save is checked again after it). */
  function sameProduct(view: ProductView, input: Partial<ProductInput>) {
    const sameIf = <T>(value: T | undefined, check: (v: T) => boolean) => value === undefined || check(value);
    return (
      sameIf(input.category_id, (v) => v === view.category_id) &&
      sameText(input.name, view.name) &&
      sameText(input.description, view.description) &&
      sameIf(input.price, (v) => toBani(v) === toBani(view.price)) &&
      sameIf(input.old_price, (v) =>
        v === null || view.old_price === null ? v === view.old_price : toBani(v) === toBani(view.old_price),
      ) &&
      sameIf(input.weight, (v) => v === view.weight) &&
      sameIf(input.weight_unit, (v) => v === view.weight_unit) &&
      sameIf(input.tags, (v) => sameJson([...new Set(v)], view.tags)) &&
      sameIf(input.modifier_ids, (v) => sameJson(v, view.modifier_ids)) &&
      sameIf(input.allergens, (v) => sameJson(sortAllergens(v), view.allergens)) &&
      sameIf(input.nutrition, (v) => sameNutrition(v, view.nutrition)) &&
      sameIf(input.image, (v) => v === (view.image?.hash ?? null)) &&
      sameIf(input.published, (v) => v === view.published)
    );
  }

  async function importMenu(actor: Actor, plan: ImportPlan, dryRun: boolean): Promise<ImportResult> {
    const fields: FieldErrors = Object.create(null) as FieldErrors;
    const add = (key: string, message: Message) => {
      const list = (fields[key] ??= []);
      if (!list.some((m) => sameJson(m, message))) list.push(message);
    };
    for (const [key, list] of Object.entries(plan.problems)) for (const m of list) add(key, m);

    /** Records that are not to be saved: a slug (code) that an earlier record of the file already has. */
    const skipped = new Set<ImportItem<unknown>>();
    const firstOnly = (items: ImportItem<unknown>[], keyField: string) => {
      const first = new Map<string, ImportItem<unknown>>();
      for (const item of items) {
        if (item.slug === undefined) continue;
        const earlier = first.get(item.slug);
        if (!earlier) first.set(item.slug, item);
        else {
          skipped.add(item);
          add(
            item.key(keyField),
            plan.format === 'csv'
              ? { key: 'catalogImport.duplicate.line', params: { line: earlier.at } }
              : { key: 'catalogImport.duplicate.entry', params: { at: earlier.key('').replace(/\.$/, '') } },
          );
        }
      }
    };
    firstOnly(plan.categories, 'slug');
    firstOnly(plan.modifiers, 'code');
    firstOnly(plan.products, 'slug');

    /** A new record needs these; an existing one keeps what the file leaves out. */
    const requireMissing = (item: ImportItem<unknown>) => {
      for (const field of item.missing) add(item.key(field), 'field.required');
      return item.missing.length === 0;
    };

    /**
     * Saves one record in a savepoint: a refusal of the writes (422) becomes that record's problems and the
     * import goes on to find the others; `Unchanged` undoes a save that changed nothing.
     */
    async function attempt<T>(
      tx: Tx,
      item: ImportItem<unknown>,
      work: (sp: Tx) => Promise<T>,
    ): Promise<{ saved: T } | { unchanged: true } | { failed: true }> {
      try {
        return { saved: await tx.transaction(work) };
      } catch (error) {
        if (error instanceof Unchanged) return { unchanged: true };
        if (!(error instanceof ApiError) || error.status !== 422) throw error;
        for (const [field, list] of Object.entries(error.fields ?? { '': [error.key] }))
          for (const m of list) add(item.key(fileField(field)), m);
        return { failed: true };
      }
    }

    async function apply(tx: Tx, now: Date) {
      // ----- categories (JSON only): by slug -----
      const catRows = await tx.select().from(categories).for('update');
      const categoryBySlug = new Map(catRows.map((c) => [c.slug, c]));
      const categoryOutcomes: Outcome[] = [];
      for (const item of plan.categories) {
        if (item.slug === undefined) continue;
        const before = categoryBySlug.get(item.slug);
        const complete = before !== undefined || requireMissing(item);
        if (!item.value || skipped.has(item) || !complete) continue;
        const value = item.value;
        if (before) {
          const same =
            (value.name === undefined || sameJson(value.name, pickLocales(before.name))) &&
            (value.illustration === undefined || value.illustration === before.illustration) &&
            (value.image === undefined || value.image === (before.image?.hash ?? null));
          if (same) {
            categoryOutcomes.push({ at: item.at, slug: item.slug, action: 'unchanged' });
            continue;
          }
          const done = await attempt(tx, item, (sp) => writes.updateCategory(sp, before, value, now));
          if ('saved' in done) categoryBySlug.set(item.slug, done.saved);
          if (!('failed' in done)) categoryOutcomes.push({ at: item.at, slug: item.slug, action: 'update' });
        } else {
          const done = await attempt(tx, item, (sp) => writes.insertCategory(sp, value as CategoryInput, now));
          if ('saved' in done) {
            categoryBySlug.set(item.slug, done.saved);
            categoryOutcomes.push({ at: item.at, slug: item.slug, action: 'create' });
          }
        }
      }

      // ----- extras (JSON only): by code; an archived extra with the code comes back -----
      const modRows = await tx.select().from(modifiers).for('update');
      const modifierByCode = new Map(modRows.map((m) => [m.code, m]));
      const modifierOutcomes: Outcome[] = [];
      for (const item of plan.modifiers) {
        if (item.slug === undefined) continue;
        const before = modifierByCode.get(item.slug);
        const complete = before !== undefined || requireMissing(item);
        if (!item.value || skipped.has(item) || !complete) continue;
        const value = item.value;
        if (before) {
          const same =
            !before.archived &&
            (value.name === undefined || sameJson(value.name, pickLocales(before.name))) &&
            (value.price === undefined || toBani(value.price) === before.price);
          if (same) {
            modifierOutcomes.push({ at: item.at, slug: item.slug, action: 'unchanged' });
            continue;
          }
          const done = await attempt(tx, item, async (sp) => {
            if (before.archived) await sp.update(modifiers).set({ archived: false }).where(eq(modifiers.id, before.id));
            return writes.updateModifier(sp, { ...before, archived: false }, value);
          });
          if ('saved' in done) {
            modifierByCode.set(item.slug, done.saved);
            modifierOutcomes.push({ at: item.at, slug: item.slug, action: 'update' });
          }
        } else {
          const done = await attempt(tx, item, (sp) => writes.insertModifier(sp, value as ModifierInput));
          if ('saved' in done) {
            modifierByCode.set(item.slug, done.saved);
            modifierOutcomes.push({ at: item.at, slug: item.slug, action: 'create' });
          }
        }
      }

      // ----- dishes: by their current slug -----
      const fileCategories = new Set(plan.categories.map((i) => i.slug));
      const fileModifiers = new Set(plan.modifiers.map((i) => i.slug));
      const slugs = [...new Set(plan.products.flatMap((i) => (i.slug === undefined ? [] : [i.slug])))];
      const rows = slugs.length
        ? await tx.select().from(products).where(inArray(products.slug, slugs)).for('update')
        : [];
      const views = new Map((await writes.productViews(tx, rows)).map((v) => [v.slug, v]));
      const rowBySlug = new Map(rows.map((r) => [r.slug, r]));
      const productOutcomes: Outcome[] = [];
      for (const item of plan.products) {
        // References: a slug (code) neither saved nor in the file is unknown; one the file has but could not
        // save is already reported there.
        let resolved = true;
        let categoryId: number | undefined;
        const { category, modifiers: codes } = item.refs;
        if (category !== undefined) {
          categoryId = categoryBySlug.get(category)?.id;
          if (categoryId === undefined) {
            resolved = false;
            if (!fileCategories.has(category))
              add(item.key('category'), { key: 'catalogImport.category.unknown', params: { slug: category } });
          }
        }
        let modifierIds: number[] | undefined;
        if (codes !== undefined) {
          modifierIds = [];
          for (const [i, code] of codes.entries()) {
            const found = modifierByCode.get(code);
            if (found && !found.archived) modifierIds.push(found.id);
            else {
              resolved = false;
              if (!fileModifiers.has(code))
                add(item.key(`modifiers.${i}`), { key: 'catalogImport.modifier.unknown', params: { code } });
            }
          }
        }
        if (item.slug === undefined) continue;
        const before = rowBySlug.get(item.slug);
        const view = views.get(item.slug);
        const complete = before !== undefined || requireMissing(item);
        if (!item.value || skipped.has(item) || !resolved || !complete) continue;

        const { category: _category, modifiers: _modifiers, ...fieldsOfDish } = item.value;
        void _category;
        void _modifiers;
        const input: Partial<ProductInput> = {
          ...fieldsOfDish,
          ...(categoryId === undefined ? {} : { category_id: categoryId }),
          ...(modifierIds === undefined ? {} : { modifier_ids: modifierIds }),
        };
        if (before && view) {
          // A spreadsheet may bring some languages only: the others stay as they are.
          if (plan.format === 'csv') {
            if (input.name) input.name = { ...view.name, ...input.name };
            if (input.description) input.description = { ...view.description, ...input.description };
          }
          if (sameProduct(view, input)) {
            productOutcomes.push({ at: item.at, slug: item.slug, action: 'unchanged' });
            continue;
          }
          const done = await attempt(tx, item, async (sp) => {
            const after = await writes.updateProduct(sp, before, input, now);
            const modifiersSame = input.modifier_ids === undefined || sameJson(input.modifier_ids, view.modifier_ids);
            if (modifiersSame && Object.keys(diff(before, { ...after, updatedAt: undefined })).length === 0)
              throw new Unchanged();
            return after;
          });
          if (!('failed' in done))
            productOutcomes.push({ at: item.at, slug: item.slug, action: 'saved' in done ? 'update' : 'unchanged' });
        } else {
          const done = await attempt(tx, item, (sp) => writes.insertProduct(sp, input as ProductInput, now));
          if ('saved' in done) productOutcomes.push({ at: item.at, slug: item.slug, action: 'create' });
        }
      }
      return { categoryOutcomes, modifierOutcomes, productOutcomes };
    }

    try {
      return await change(ctx, actor, { action: 'catalog.import', targetType: 'catalog' }, async (tx, now, note) => {
        const { categoryOutcomes, modifierOutcomes, productOutcomes } = await apply(tx, now);
        if (Object.keys(fields).length) throw new ApiError(422, 'error.validation', {}, fields);
        const count = (list: Outcome[], action: ImportAction) => list.filter((o) => o.action === action).length;
        const slugsOf = (list: Outcome[], action: ImportAction) =>
          list.filter((o) => o.action === action).map((o) => o.slug);
        const result: ImportResult = {
          created: count(productOutcomes, 'create'),
          updated: count(productOutcomes, 'update'),
          unchanged: count(productOutcomes, 'unchanged'),
          dry_run: dryRun,
          products: productOutcomes.map((o) =>
            plan.format === 'csv'
              ? { line: o.at, slug: o.slug, action: o.action }
              : { index: o.at, slug: o.slug, action: o.action },
          ),
          categories: categoryOutcomes.map((o) => ({ index: o.at, slug: o.slug, action: o.action })),
          modifiers: modifierOutcomes.map((o) => ({ index: o.at, code: o.slug, action: o.action })),
        };
        const all = [...categoryOutcomes, ...modifierOutcomes, ...productOutcomes];
        if (dryRun || all.every((o) => o.action === 'unchanged')) throw new Rollback(result);
        note({
          details: {
            format: plan.format,
            products: { created: result.created, updated: result.updated, unchanged: result.unchanged },
            created: slugsOf(productOutcomes, 'create'),
            updated: slugsOf(productOutcomes, 'update'),
            categories: { created: slugsOf(categoryOutcomes, 'create'), updated: slugsOf(categoryOutcomes, 'update') },
            modifiers: { created: slugsOf(modifierOutcomes, 'create'), updated: slugsOf(modifierOutcomes, 'update') },
          },
        });
        return result;
      });
    } catch (error) {
      if (error instanceof Rollback) return error.result;
      throw error;
    }
  }

  return { exportMenu, importMenu };
}

/** A stored text with its four languages only, in the file's order (jsonb keeps its own key order). */
const pickLocales = (text: Localized): Localized => ({ ro: text.ro, ru: text.ru, en: text.en, uk: text.uk });

export type CatalogTransfer = ReturnType<typeof createCatalogTransfer>;
