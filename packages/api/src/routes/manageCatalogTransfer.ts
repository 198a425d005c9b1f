// The whole menu as one file (issue 15): GET /api/staff/catalog/export (any role) and POST
// /api/staff/catalog/import (owner, manager; X-CSRF-Token), as JSON (categories, extras and dishes) or CSV
// (dishes; what a spreadsheet opens). The file's records are checked for form here with the single calls'
// own schemas (routes/manageCatalog.ts), so an import takes exactly what they take; services/catalogTransfer.ts
// checks the rest and saves it all or nothing.
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { chisinauIsoDate } from '@nori/core/time';
import { ApiError, validationError, type FieldErrors, type Message } from '../http/errors';
import { data, writes } from '../http/manageSchemas';
import { errors, ErrorSchema, json } from '../http/schemas';
import { actorOf, requireRole, staffAuth, type StaffEnv } from '../http/staffAuth';
import type { AppDeps } from '../services';
import { createCatalogAdmin } from '../services/catalogAdmin';
import {
  createCatalogTransfer,
  MAX_IMPORT_PRODUCTS,
  MENU_FILE_FORMAT,
  MENU_FILE_VERSION,
  type ImportItem,
  type ImportPlan,
} from '../services/catalogTransfer';
import { CSV_COLUMNS, csvColumn, readMenuCsv, writeMenuCsv } from '../services/menuCsv';
import { CategoryInputSchema, ModifierInputSchema, ProductInputSchema, SlugSchema, uniqueList } from './manageCatalog';
import { CATALOG_LIMITS } from '@nori/core/catalog';

// ----- the file's records: the single calls' schemas, references by slug and code -----

const reference = (description: string) => SlugSchema.openapi({ description });
const productFields = {
  category: reference('the category’s slug'),
  modifiers: uniqueList(reference('an extra’s code'), CATALOG_LIMITS.modifiers).openapi({
    description: 'the extras’ codes, in the order offered',
  }),
};
const ProductBase = ProductInputSchema.omit({ category_id: true, modifier_ids: true });
/** A dish of the file: every field but `slug` may be left out (a dish that exists keeps it). */
const FileProductSchema = ProductBase.partial()
  .extend({
    slug: SlugSchema.openapi({ description: 'which dish: the one with this slug now, or a new one' }),
    category: productFields.category.optional(),
    modifiers: productFields.modifiers.optional(),
  })
  .openapi('MenuFileProduct');
/** What a new dish needs: the fields ProductInputSchema requires. */
const NewProductSchema = ProductBase.extend({ slug: SlugSchema, category: productFields.category });
const FileCategorySchema = CategoryInputSchema.partial().extend({ slug: SlugSchema }).openapi('MenuFileCategory');
const FileModifierSchema = ModifierInputSchema.partial().extend({ code: SlugSchema }).openapi('MenuFileModifier');

/** The fields a schema cannot do without (what a new record must bring). */
const requiredFields = (schema: z.ZodObject) =>
  Object.entries(schema.shape)
    .filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success)
    .map(([name]) => name);
const NEW_PRODUCT = requiredFields(NewProductSchema);
const NEW_CATEGORY = requiredFields(CategoryInputSchema);
const NEW_MODIFIER = requiredFields(ModifierInputSchema);

const formatError = { error: 'catalogImport.json.format' } as const;
const MenuFileSchema = z
  .strictObject({
    format: z.literal(MENU_FILE_FORMAT, formatError),
    version: z.literal(MENU_FILE_VERSION, formatError),
    categories: z.array(FileCategorySchema).max(1000).optional(),
    modifiers: z.array(FileModifierSchema).max(1000).optional(),
    products: z
      .array(FileProductSchema)
      .optional()
      .openapi({ description: `at most ${MAX_IMPORT_PRODUCTS}` }),
  })
  .openapi('NoriMenu', {
    description:
      'The whole menu: categories by slug, extras by code, dishes referring to them so (never database ids). ' +
      'An export gives every field; an import may leave out any but the slug (code) of a record that exists.',
  });
/** The file's frame, its records read one by one below (so that each is answered under its own index). */
const MenuFileFrame = MenuFileSchema.extend({
  categories: z.array(z.unknown()).max(1000).optional(),
  modifiers: z.array(z.unknown()).max(1000).optional(),
  products: z.array(z.unknown()).optional(),
});

const Action = z.enum(['create', 'update', 'unchanged']);
const ImportResultSchema = z
  .object({
    created: z.number().openapi({ description: 'dishes' }),
    updated: z.number(),
    unchanged: z.number(),
    dry_run: z.boolean(),
    products: z.array(
      z.object({
        line: z.number().optional().openapi({ description: 'CSV: the line the row starts on (the header is 1)' }),
        index: z.number().optional().openapi({ description: 'JSON: its index in `products`' }),
        slug: z.string(),
        action: Action,
      }),
    ),
    categories: z.array(z.object({ index: z.number(), slug: z.string(), action: Action })),
    modifiers: z.array(z.object({ index: z.number(), code: z.string(), action: Action })),
  })
  .openapi('MenuImportResult');

const fileError = (key: string, message: Message) => new ApiError(422, 'error.validation', {}, { [key]: [message] });
const tooMany = (count: number) =>
  fileError('file', { key: 'catalogImport.file.tooMany', params: { max: MAX_IMPORT_PRODUCTS, count } });

/**
 * Checks one record's form: its problems go into `problems` under the record's keys; what is well-formed
 * (its slug, its references) is kept even when other fields are wrong, so they are checked too.
 */
function readItem<T>(
  problems: FieldErrors,
  schema: z.ZodType<T>,
  input: unknown,
  at: number,
  key: (field: string) => string,
  options: { slugField: string; required: string[]; known?: FieldErrors },
): ImportItem<T> {
  const add = (field: string, message: Message) => {
    const list = (problems[key(field)] ??= []);
    if (!list.some((m) => JSON.stringify(m) === JSON.stringify(message))) list.push(message);
  };
  const wrong = new Set<string>();
  for (const [field, list] of Object.entries(options.known ?? {})) {
    wrong.add(field.split('.')[0]!);
    for (const m of list) add(field, m);
  }
  // With the input in the issues, a value of the wrong type is "invalid" rather than "required".
  const parsed = schema.safeParse(input, { reportInput: true });
  if (!parsed.success) {
    for (const [field, list] of Object.entries(validationError(parsed.error).fields ?? {})) {
      wrong.add(field.split('.')[0]!);
      for (const m of list) add(field === 'body' ? '' : field, m);
    }
  }
  const raw = (input !== null && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<
    string,
    unknown
  >;
  const text = (field: string) =>
    !wrong.has(field) && typeof raw[field] === 'string' ? (raw[field] as string).trim() : undefined;
  const list = (field: string) =>
    !wrong.has(field) && Array.isArray(raw[field]) ? (raw[field] as string[]).map((s) => s.trim()) : undefined;
  return {
    at,
    slug: text(options.slugField),
    value: parsed.success && !options.known?.[''] && wrong.size === 0 ? parsed.data : undefined,
    refs: { category: text('category'), modifiers: list('modifiers') },
    missing: options.required.filter(
      (field) => field !== options.slugField && raw[field] === undefined && !wrong.has(field),
    ),
    key,
  };
}

const dotted = (prefix: string) => (field: string) => (field ? `${prefix}.${field}` : prefix);

function jsonPlan(bytes: Uint8Array): ImportPlan {
  const text = utf8(bytes).replace(/^\uFEFF/, '');
  if (!text.trim()) throw fileError('file', 'catalogImport.file.empty');
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    // The line when V8 tells where ("… at position 1234", or the end of the input); Node 20 does not always.
    const message = String(error);
    const position = /at position (\d+)/.exec(message)?.[1];
    const upTo = position !== undefined ? text.slice(0, Number(position)) : /end of JSON/.test(message) ? text : null;
    const key = upTo === null ? 'file' : `lines.${upTo.split(/\r\n|\n|\r/).length}`;
    throw fileError(key, 'catalogImport.json.syntax');
  }
  const frame = MenuFileFrame.safeParse(document, { reportInput: true });
  if (!frame.success) throw validationError(frame.error);
  const { categories = [], modifiers = [], products = [] } = frame.data;
  if (products.length > MAX_IMPORT_PRODUCTS) throw tooMany(products.length);
  if (!categories.length && !modifiers.length && !products.length) throw fileError('file', 'catalogImport.file.empty');
  const problems: FieldErrors = Object.create(null) as FieldErrors;
  return {
    format: 'json',
    problems,
    categories: categories.map((input, i) =>
      readItem(problems, FileCategorySchema, input, i, dotted(`categories.${i}`), {
        slugField: 'slug',
        required: NEW_CATEGORY,
      }),
    ),
    modifiers: modifiers.map((input, i) =>
      readItem(problems, FileModifierSchema, input, i, dotted(`modifiers.${i}`), {
        slugField: 'code',
        required: NEW_MODIFIER,
      }),
    ),
    products: products.map((input, i) =>
      readItem(problems, FileProductSchema, input, i, dotted(`products.${i}`), {
        slugField: 'slug',
        required: NEW_PRODUCT,
      }),
    ),
  };
}

function csvPlan(bytes: Uint8Array): ImportPlan {
  const rows = readMenuCsv(bytes);
  if (!rows.length) throw fileError('file', 'catalogImport.file.empty');
  if (rows.length > MAX_IMPORT_PRODUCTS) throw tooMany(rows.length);
  const problems: FieldErrors = Object.create(null) as FieldErrors;
  return {
    format: 'csv',
    problems,
    categories: [],
    modifiers: [],
    products: rows.map((row) => {
      const key = (field: string) => dotted(`lines.${row.line}`)(csvColumn(field));
      if (row.raw === undefined) {
        for (const [field, list] of Object.entries(row.errors)) (problems[key(field)] ??= []).push(...list);
        return { at: row.line, slug: undefined, value: undefined, refs: {}, missing: [], key };
      }
      return readItem(problems, FileProductSchema, row.raw, row.line, key, {
        slugField: 'slug',
        required: NEW_PRODUCT,
        known: row.errors,
      });
    }),
  };
}

function utf8(bytes: Uint8Array) {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw fileError('file', 'catalogImport.file.encoding');
  }
}

const FormatQuery = z.enum(['json', 'csv']).optional();

export function manageCatalogTransferRoutes({ services, config, manage }: AppDeps) {
  const app = new OpenAPIHono<StaffEnv>();
  const transfer = createCatalogTransfer(manage, createCatalogAdmin(manage, config.publicApiUrl));
  const signedIn = staffAuth(services.staff, config);
  app.openAPIRegistry.register('NoriMenu', MenuFileSchema);

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/staff/catalog/export',
      summary: 'The whole menu as one file, JSON or CSV (any role)',
      description:
        'Categories, extras and dishes (drafts included) in menu order, referring to each other by slug and ' +
        'code, as an attachment `nori-menu-YYYY-MM-DD.json|csv`. CSV: the dishes only, UTF-8 with a byte ' +
        `order mark, columns ${CSV_COLUMNS.join(', ')}; lists joined with \`|\`, an empty cell for none.`,
      middleware: [signedIn],
      request: { query: z.object({ format: FormatQuery.openapi({ description: 'default json' }) }) },
      responses: {
        200: {
          description: 'The menu file',
          content: { 'application/json': { schema: MenuFileSchema }, 'text/csv': { schema: z.string() } },
        },
        401: errors[401],
        403: errors[403],
      },
    }),
    async (c) => {
      const format = c.req.valid('query').format ?? 'json';
      const menu = await transfer.exportMenu();
      const body = format === 'csv' ? writeMenuCsv(menu.products) : `${JSON.stringify(menu, null, 2)}\n`;
      const name = `nori-menu-${chisinauIsoDate(manage.clock.now())}.${format}`;
      return c.body(body, 200, {
        'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'no-store',
      }) as never;
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/staff/catalog/import',
      summary: 'Import the whole menu from a JSON or CSV file, all or nothing (owner, manager)',
      description:
        'Dishes are matched by their current slug (updated, or created when none has it), categories by slug ' +
        'and extras by code (JSON may create or change them; CSV only names existing ones). Dishes the file ' +
        'does not name stay as they are; fields (columns) it leaves out too. Every problem of every record is ' +
        'answered at once: 422 with `errors` keyed `lines.{line}.{column}` (CSV; the header is line 1) or ' +
        '`products.{i}.{field}`, `categories.{i}.{field}`, `modifiers.{i}.{field}` (JSON); then nothing is ' +
        `saved. At most ${MAX_IMPORT_PRODUCTS} dishes and 4 MiB (413). \`dry_run=true\` checks and answers ` +
        'without saving. One audit entry `catalog.import`; a file that changes nothing changes nothing (no ' +
        'audit entry, no catalog version). Needs the `X-CSRF-Token` header.',
      middleware: [signedIn, requireRole('owner', 'manager')],
      request: {
        query: z.object({
          format: FormatQuery.openapi({ description: 'default: text/csv bodies csv, others json' }),
          dry_run: z
            .enum(['true', 'false'])
            .optional()
            .openapi({ description: 'true: check and answer what would happen, save nothing' }),
        }),
        body: {
          required: true,
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/NoriMenu' } },
            'text/csv': { schema: { type: 'string', description: `columns: ${CSV_COLUMNS.join(', ')}` } },
          },
        },
      },
      responses: {
        200: data(ImportResultSchema, 'Imported (or, in a dry run, what an import would do)'),
        ...writes,
        413: json(ErrorSchema, 'The file is over 4 MiB'),
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      const format = query.format ?? (/^text\/csv/i.test(c.req.header('content-type') ?? '') ? 'csv' : 'json');
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      const plan = format === 'csv' ? csvPlan(bytes) : jsonPlan(bytes);
      const result = await transfer.importMenu(actorOf(c, config), plan, query.dry_run === 'true');
      return c.json({ data: result }, 200);
    },
  );

  return app;
}
