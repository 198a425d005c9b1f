// The whole menu as one file (issue 15): the demo menu's export imports back unchanged as JSON and as CSV, a
// spreadsheet's edits arrive as exactly those changes, a JSON file brings new categories and extras with its
// dishes, and a file with problems is answered with every problem of every row at its line (or index) while
// nothing is written; who may do it, and what a dry run does.
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { auditLog, settings } from '../src/db/schema';
import { describeBackends, restoreCatalog, snapshotCatalog, type CatalogSnapshot, type TestContext } from './helpers';

type Staff = Awaited<ReturnType<TestContext['staff']>>;
type MenuFile = {
  format: string;
  version: number;
  categories: { slug: string; name: Record<string, string>; illustration: string; image: string | null }[];
  modifiers: { code: string; name: Record<string, string>; price: number }[];
  products: (Record<string, unknown> & { slug: string; category: string; price: number; published: boolean })[];
};
type ImportAnswer = {
  created: number;
  updated: number;
  unchanged: number;
  dry_run: boolean;
  products: { line?: number; index?: number; slug: string; action: string }[];
  categories: { index: number; slug: string; action: string }[];
  modifiers: { index: number; code: string; action: string }[];
};
type MenuCategory = {
  slug: string;
  name: string;
  products: { slug: string; name: string; price: number; modifiers: { code: string; price: number }[] }[];
};

const en = { 'accept-language': 'en' };
const BOM = '\uFEFF';
const names = (ro: string, ru: string, english: string, uk: string) => ({ ro, ru, en: english, uk });

describeBackends('importing and exporting the whole menu', (t) => {
  let seeded: CatalogSnapshot;
  beforeAll(async () => {
    seeded = await snapshotCatalog(t());
  });
  afterEach(async () => {
    await t().reset();
    await restoreCatalog(t(), seeded);
  });

  const catalogVersion = async () =>
    Number((await t().db.select().from(settings).where(eq(settings.key, 'catalog_version')))[0]!.value);
  const audit = () => t().db.select().from(auditLog).where(eq(auditLog.action, 'catalog.import'));
  const menu = async (lang = 'en') =>
    (await t().request('GET', '/api/menu', { headers: { 'accept-language': lang } })).json.data as MenuCategory[];
  const staffProducts = async (staff: Staff) =>
    (await staff.request('GET', '/api/staff/catalog/products')).json.data as unknown[];

  /** The export as its bytes (the answer's text() would drop the byte order mark). */
  async function download(staff: Staff, format: 'json' | 'csv') {
    const res = await t().app.request(`/api/staff/catalog/export?format=${format}`, {
      headers: { cookie: staff.cookie, 'x-forwarded-for': '10.0.0.1' },
    });
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
  }
  const exported = async (staff: Staff) =>
    JSON.parse(new TextDecoder().decode((await download(staff, 'json')).bytes)) as MenuFile;
  const exportedCsv = async (staff: Staff) => new TextDecoder().decode((await download(staff, 'csv')).bytes);

  /** POST /api/staff/catalog/import with the body as it is (text or bytes). */
  async function upload(staff: Staff, format: 'json' | 'csv', body: string | Uint8Array, query = '') {
    const res = await t().app.request(`/api/staff/catalog/import?format=${format}${query}`, {
      method: 'POST',
      body: body as RequestInit['body'],
      headers: {
        cookie: staff.cookie,
        'x-csrf-token': staff.csrf,
        'content-type': format === 'csv' ? 'text/csv' : 'application/json',
        'x-forwarded-for': '10.0.0.1',
        ...en,
      },
    });
    const json = (await res.json()) as { data: ImportAnswer; message?: string; errors?: Record<string, string[]> };
    return { status: res.status, ...json };
  }

  /** A spreadsheet's view of a CSV: rows of cells by column name. */
  const sheet = (text: string) => parse(text, { bom: true, columns: true }) as Record<string, string>[];
  const toCsv = (rows: Record<string, string>[]) =>
    stringify(rows, { header: true, columns: Object.keys(rows[0]!), record_delimiter: 'windows' });

  it('exports the demo menu and imports it back unchanged, as JSON and as CSV', async () => {
    const manager = await t().staff('manager');
    const { res, bytes } = await download(manager, 'json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="nori-menu-2026-11-20.json"');
    // The back office, on its own origin, may read the file name.
    const cross = await t().app.request('/api/staff/catalog/export?format=json', {
      headers: { cookie: manager.cookie, origin: t().config.staffOrigins[0]!, 'x-forwarded-for': '10.0.0.1' },
    });
    expect(cross.headers.get('access-control-expose-headers') ?? '').toMatch(/content-disposition/i);
    const file = JSON.parse(new TextDecoder().decode(bytes)) as MenuFile;
    expect(file).toMatchObject({ format: 'nori-menu', version: 1 });
    expect(file.products).toHaveLength(89);
    const first = (await menu())[0]!;
    expect(file.categories[0]!.slug).toBe(first.slug);
    expect(file.products.slice(0, first.products.length).map((p) => p.slug)).toEqual(first.products.map((p) => p.slug));
    const philadelphia = file.products.find((p) => p.slug === 'philadelphia-clasic')!;
    expect(philadelphia).toMatchObject({ category: 'rulouri', image: null, published: true });
    expect(philadelphia).not.toHaveProperty('id');
    expect((philadelphia.modifiers as string[]).length).toBeGreaterThan(0);

    const version = await catalogVersion();
    const json = await upload(manager, 'json', new TextDecoder().decode(bytes));
    expect(json.status, JSON.stringify(json.errors)).toBe(200);
    expect(json.data).toMatchObject({ created: 0, updated: 0, unchanged: 89, dry_run: false });
    expect(json.data.products[0]).toEqual({ index: 0, slug: file.products[0]!.slug, action: 'unchanged' });
    expect(json.data.categories.every((c) => c.action === 'unchanged')).toBe(true);
    expect(json.data.modifiers.every((m) => m.action === 'unchanged')).toBe(true);

    const csv = await download(manager, 'csv');
    expect(csv.res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.res.headers.get('content-disposition')).toBe('attachment; filename="nori-menu-2026-11-20.csv"');
    expect([...csv.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the byte order mark Excel needs
    const text = new TextDecoder().decode(csv.bytes);
    expect(text.split('\r\n')[0]).toBe(
      'slug,category,name_ro,name_ru,name_en,name_uk,description_ro,description_ru,description_en,description_uk,' +
        'price,old_price,weight,weight_unit,tags,modifiers,allergens,energy_kcal,protein,fat,carbohydrates,published,image',
    );
    const back = await upload(manager, 'csv', csv.bytes);
    expect(back.status, JSON.stringify(back.errors)).toBe(200);
    expect(back.data).toMatchObject({ created: 0, updated: 0, unchanged: 89 });
    expect(back.data.products[0]).toEqual({ line: 2, slug: file.products[0]!.slug, action: 'unchanged' });

    // Nothing changed: no audit entry, no new catalog version (caches keep what they have).
    expect(await catalogVersion()).toBe(version);
    expect(await audit()).toHaveLength(0);
  });

  it('applies a spreadsheet’s edits — a price, a Russian name, a new row — and nothing else, at once', async () => {
    const manager = await t().staff('manager');
    const rows = sheet(await exportedCsv(manager));
    const price = rows.findIndex((r) => r.slug === 'philadelphia-clasic');
    const renamed = rows.findIndex((r) => r.slug === 'set-philadelphia');
    rows[price]!.price = '149.9';
    rows[renamed]!.name_ru = 'Сет «Филадельфия» большой';
    // A new dish, written under the last roll (where the menu will put it: last in its category).
    const lastRoll = rows.findLastIndex((r) => r.category === 'rulouri');
    rows.splice(lastRoll + 1, 0, {
      ...rows[lastRoll]!,
      slug: 'rulou-cu-mango',
      name_ro: 'Rulou cu mango',
      name_ru: 'Ролл с манго',
      name_en: 'Mango roll',
      name_uk: 'Рол з манго',
      price: '129.5',
      old_price: '',
      tags: 'new|vegetarian',
    });
    const version = await catalogVersion();

    const res = await upload(manager, 'csv', toCsv(rows));
    expect(res.status, JSON.stringify(res.errors)).toBe(200);
    expect(res.data).toMatchObject({ created: 1, updated: 2, unchanged: 87 });
    expect(res.data.products.filter((p) => p.action !== 'unchanged')).toEqual(
      [
        { line: price + 2, slug: 'philadelphia-clasic', action: 'update' },
        { line: lastRoll + 3, slug: 'rulou-cu-mango', action: 'create' },
        { line: renamed + 3, slug: 'set-philadelphia', action: 'update' },
      ].sort((a, b) => a.line - b.line),
    );

    const shown = (await menu('ru')).flatMap((c) => c.products);
    expect(shown.find((p) => p.slug === 'philadelphia-clasic')).toMatchObject({ price: 149.9 });
    expect(shown.find((p) => p.slug === 'set-philadelphia')).toMatchObject({ name: 'Сет «Филадельфия» большой' });
    const rolls = (await menu('ru')).find((c) => c.slug === 'rulouri')!.products;
    expect(rolls.at(-1)).toMatchObject({ slug: 'rulou-cu-mango', name: 'Ролл с манго', price: 129.5 });
    expect(await catalogVersion()).toBe(version + 1);
    const [entry, ...more] = await audit();
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ staffId: manager.id, targetType: 'catalog' });
    expect(entry!.details).toMatchObject({
      format: 'csv',
      products: { created: 1, updated: 2, unchanged: 87 },
      created: ['rulou-cu-mango'],
    });

    // The next export is the edited sheet.
    expect(sheet(await exportedCsv(manager))).toEqual(rows);
  });

  it('creates categories and extras from a JSON file along with the dishes that use them', async () => {
    const manager = await t().staff('owner');
    const small = {
      format: 'nori-menu',
      version: 1,
      categories: [
        { slug: 'ramen', name: names('Ramen', 'Рамен', 'Ramen', 'Рамен'), illustration: 'soup', image: null },
      ],
      modifiers: [
        { code: 'nori-sheet', name: names('Foaie nori', 'Лист нори', 'Nori sheet', 'Лист норі'), price: 7.5 },
      ],
      products: [
        {
          slug: 'ramen-miso',
          category: 'ramen',
          name: names('Ramen miso', 'Рамен мисо', 'Miso ramen', 'Рамен місо'),
          description: names('Supă cu miso.', 'Суп с мисо.', 'Soup with miso.', 'Суп з місо.'),
          price: 119,
          old_price: null,
          weight: 450,
          weight_unit: 'g',
          tags: ['new'],
          modifiers: ['nori-sheet', 'chopsticks'],
          allergens: ['soybeans', 'gluten'],
          nutrition: { energy_kcal: 95, protein: 5.2, fat: 3.1, carbohydrates: 11.8 },
          image: null,
          published: true,
        },
        {
          slug: 'ramen-shoyu',
          category: 'ramen',
          name: { ro: 'Ramen shoyu' },
          price: 109,
          weight: 450,
          weight_unit: 'g',
          modifiers: ['nori-sheet'],
        },
      ],
    };
    const version = await catalogVersion();
    const res = await upload(manager, 'json', JSON.stringify(small));
    expect(res.status, JSON.stringify(res.errors)).toBe(200);
    expect(res.data).toMatchObject({
      created: 2,
      updated: 0,
      unchanged: 0,
      categories: [{ index: 0, slug: 'ramen', action: 'create' }],
      modifiers: [{ index: 0, code: 'nori-sheet', action: 'create' }],
      products: [
        { index: 0, slug: 'ramen-miso', action: 'create' },
        { index: 1, slug: 'ramen-shoyu', action: 'create' },
      ],
    });
    expect(await catalogVersion()).toBe(version + 1);

    const ramen = (await menu()).find((c) => c.slug === 'ramen')!;
    expect(ramen.name).toBe('Ramen');
    // The draft stays off the menu; the extras come in the file's order at the file's price.
    expect(ramen.products.map((p) => p.slug)).toEqual(['ramen-miso']);
    expect(ramen.products[0]!.modifiers.map((m) => [m.code, m.price])).toEqual([
      ['nori-sheet', 7.5],
      ['chopsticks', expect.any(Number)],
    ]);
    const file = await exported(manager);
    expect(file.categories.at(-1)).toEqual(small.categories[0]);
    expect(file.products.find((p) => p.slug === 'ramen-miso')).toMatchObject({
      allergens: ['gluten', 'soybeans'],
      nutrition: small.products[0]!.nutrition,
    });
    expect(file.products.find((p) => p.slug === 'ramen-shoyu')).toMatchObject({
      published: false,
      name: { ro: 'Ramen shoyu', ru: '', en: '', uk: '' },
    });

    // The same file again changes nothing; a renamed category is an update.
    const again = await upload(manager, 'json', JSON.stringify(small));
    expect(again.data).toMatchObject({ created: 0, unchanged: 2 });
    small.categories[0]!.name.en = 'Ramen bowls';
    const renamed = await upload(manager, 'json', JSON.stringify(small));
    expect(renamed.data.categories).toEqual([{ index: 0, slug: 'ramen', action: 'update' }]);
    expect((await menu()).find((c) => c.slug === 'ramen')!.name).toBe('Ramen bowls');
    expect(await audit()).toHaveLength(2);
  });

  it('brings back a deleted extra a JSON file names, and offers it again', async () => {
    const manager = await t().staff('manager');
    const extra = {
      code: 'truffle-sauce',
      name: names('Sos de trufe', 'Трюфельный соус', 'Truffle sauce', 'Трюфельний соус'),
    };
    const created = (await manager.request('POST', '/api/staff/catalog/modifiers', { ...extra, price: 25 })).json
      .data as { id: number };
    expect((await manager.request('DELETE', `/api/staff/catalog/modifiers/${created.id}`)).status).toBe(200);
    const dish = (await exported(manager)).products.find((p) => p.slug === 'philadelphia-clasic')!;
    // Without the extra in the file, the deleted one is unknown.
    const unknown = await upload(
      manager,
      'json',
      JSON.stringify({
        format: 'nori-menu',
        version: 1,
        products: [{ slug: dish.slug, modifiers: ['truffle-sauce'] }],
      }),
    );
    expect(unknown.errors).toEqual({ 'products.0.modifiers.0': ['There is no extra with the code truffle-sauce.'] });

    const res = await upload(
      manager,
      'json',
      JSON.stringify({
        format: 'nori-menu',
        version: 1,
        modifiers: [{ ...extra, price: 30 }],
        products: [{ slug: dish.slug, modifiers: ['truffle-sauce', ...(dish.modifiers as string[])] }],
      }),
    );
    expect(res.status, JSON.stringify(res.errors)).toBe(200);
    expect(res.data).toMatchObject({
      updated: 1,
      modifiers: [{ index: 0, code: 'truffle-sauce', action: 'update' }],
    });
    const shown = (await menu()).flatMap((c) => c.products).find((p) => p.slug === dish.slug)!;
    expect(shown.modifiers[0]).toMatchObject({ code: 'truffle-sauce', price: 30 });
  });

  it('answers every problem of every CSV row at the line it starts on, and writes nothing', async () => {
    const manager = await t().staff('manager');
    const file = await exported(manager);
    const [a, b, c, d, e, f, g] = file.products.filter((p) => p.published && p.category === 'rulouri');
    /** A row of the dish as it is, with some cells changed. */
    const row = (p: MenuFile['products'][number], cells: Record<string, string> = {}) => ({
      slug: p.slug,
      category: p.category,
      name_ru: (p.name as Record<string, string>).ru!,
      description_ro: (p.description as Record<string, string>).ro!,
      price: String(p.price),
      old_price: p.old_price === null ? '' : String(p.old_price),
      modifiers: (p.modifiers as string[]).join('|'),
      tags: (p.tags as string[]).join('|'),
      published: 'true',
      ...cells,
    });
    const rows = [
      // lines 2–4: one row (a quoted cell with line breaks), a change that is fine on its own
      row(a!, { description_ro: 'Orez, somon.\nCremă de brânză.\nNori.', price: '99' }),
      row(b!, { price: 'abc' }), // 5: not a number
      row(c!, { name_ru: '' }), // 6: published without its Russian name (the writes' own check)
      row(d!, { category: 'no-such-category' }), // 7
      row(e!, { modifiers: 'wasabi|no-such-extra', published: 'yes' }), // 8
      row(f!, { price: '100', old_price: '50' }), // 9: the old price is not higher (the writes' check)
      row(a!), // 10: the same dish again
      row(g!, { tags: 'new|sweet' }), // 11: no such tag
      { ...row(a!), slug: 'brand-new-roll', name_ru: 'Новый ролл', published: 'false' }, // 12: no weight
    ];
    const csv = stringify(rows, { header: true, columns: Object.keys(rows[0]!) });
    expect(csv.split('\n')).toHaveLength(12 + 1); // the last line break ends line 12
    const before = await staffProducts(manager);
    const version = await catalogVersion();

    const res = await upload(manager, 'csv', csv);
    expect(res.status).toBe(422);
    expect(res.errors).toEqual({
      'lines.5.price': ['Write a number, such as 129.50.'],
      'lines.6.name_ru': ['Needed to publish: the shop shows this text in every language.'],
      'lines.7.category': ['There is no category with the slug no-such-category.'],
      'lines.8.modifiers': ['There is no extra with the code no-such-extra.'],
      'lines.8.published': ['Write true or false.'],
      'lines.9.old_price': ['The old price must be higher than the price.'],
      'lines.10.slug': ['Line 2 already has this slug: one row per dish.'],
      'lines.11.tags': ['Choose one of the allowed options.'],
      'lines.12.weight': ['This field is required.'],
      'lines.12.weight_unit': ['This field is required.'],
    });
    // The row at line 2 was saved before the others failed: rolled back with them.
    expect(await staffProducts(manager)).toEqual(before);
    expect(await catalogVersion()).toBe(version);
    expect(await audit()).toHaveLength(0);
  });

  it('refuses a CSV it cannot read: unknown or repeated columns, broken quotes, no rows, not UTF-8', async () => {
    const manager = await t().staff('manager');
    const refusal = async (body: string | Uint8Array) => {
      const res = await upload(manager, 'csv', body);
      expect(res.status).toBe(422);
      return res.errors;
    };
    expect(await refusal('slug,price,colour,price\nphiladelphia-clasic,1,red,1\n')).toEqual({
      'lines.1.colour': [
        expect.stringMatching(/^Unknown column\. The columns are: slug, category, name_ro, .*, image\.$/),
      ],
      'lines.1.price': ['This column is in the file twice.'],
    });
    expect(await refusal('name_ro,price\nRulou,1\n')).toEqual({
      'lines.1.slug': ['The file needs a slug column: it says which dish each row is.'],
    });
    expect(await refusal('slug,price\r\nphiladelphia-clasic,1\r\n\r\nset-philadelphia,"2\r\n')).toEqual({
      'lines.4': [expect.stringMatching(/^The quotes of the row starting on this line do not close/)],
    });
    expect(await refusal('slug,description_ro\nphiladelphia-clasic,"a"b\n')).toEqual({
      'lines.2': [expect.stringMatching(/^The quotes of the row/)],
    });
    expect(await refusal('')).toEqual({ file: ['The file is empty: there is nothing to import.'] });
    expect(await refusal(`${BOM}slug,price\r\n,,\r\n`)).toEqual({
      file: ['The file is empty: there is nothing to import.'],
    });
    // "Ролл" in Windows-1251, as Excel's plain "CSV" saves it.
    const cp1251 = new Uint8Array([...new TextEncoder().encode('slug,name_ru\nx,'), 0xd0, 0xee, 0xeb, 0xeb, 0x0a]);
    expect(await refusal(cp1251)).toEqual({
      file: ['The file is not UTF-8 text. Save it from your spreadsheet as “CSV UTF-8”.'],
    });
  });

  it('reads what spreadsheets save: semicolons with decimal commas, TRUE, formulas kept as text', async () => {
    const manager = await t().staff('manager');
    const id = (
      (await manager.request('GET', '/api/staff/catalog/products?q=philadelphia-clasic')).json.data as {
        id: number;
        slug: string;
      }[]
    ).find((p) => p.slug === 'philadelphia-clasic')!.id;
    await manager.request('PATCH', `/api/staff/catalog/products/${id}`, {
      name: { ro: 'Philadelphia', ru: 'Филадельфия', en: '=HYPERLINK("http://evil.test")', uk: 'Філадельфія' },
    });
    const text = await exportedCsv(manager);
    // A cell a spreadsheet would run as a formula is written as text…
    expect(text).toContain(`,"'=HYPERLINK(""http://evil.test"")",`);
    // …and comes back as it was.
    expect((await upload(manager, 'csv', text)).data).toMatchObject({ updated: 0, unchanged: 89 });

    const res = await upload(manager, 'csv', `${BOM}slug;price;published\r\nphiladelphia-clasic;149,90;TRUE\r\n`);
    expect(res.status, JSON.stringify(res.errors)).toBe(200);
    expect(res.data.products).toEqual([{ line: 2, slug: 'philadelphia-clasic', action: 'update' }]);
    const shown = (await menu()).flatMap((c) => c.products).find((p) => p.slug === 'philadelphia-clasic')!;
    expect(shown).toMatchObject({ price: 149.9, name: '=HYPERLINK("http://evil.test")' });
  });

  it('answers every problem of a JSON file under its index, and writes nothing', async () => {
    const manager = await t().staff('manager');
    const file = await exported(manager);
    const before = await staffProducts(manager);
    const broken = {
      ...file,
      categories: [{ slug: 'ramen', name: names('Ramen', 'Рамен', 'Ramen', 'Рамен') }, ...file.categories],
      modifiers: [...file.modifiers, file.modifiers[0]],
      products: file.products.map((p, i) =>
        i === 1
          ? { ...p, price: '12' }
          : i === 2
            ? { ...p, category: 'nowhere', colour: 'red' }
            : i === 3
              ? { ...p, modifiers: ['no-such-extra'], old_price: 1 }
              : p,
      ),
    };
    const res = await upload(manager, 'json', JSON.stringify(broken));
    expect(res.status).toBe(422);
    expect(res.errors).toEqual({
      'categories.0.illustration': ['This field is required.'],
      [`modifiers.${file.modifiers.length}.code`]: ['Already given at modifiers.0: each slug or code once per file.'],
      'products.1.price': ['Invalid value.'],
      'products.2.colour': ['Unknown field.'],
      'products.2.category': ['There is no category with the slug nowhere.'],
      'products.3.modifiers.0': ['There is no extra with the code no-such-extra.'],
    });
    expect(await staffProducts(manager)).toEqual(before);

    const wrong = await upload(manager, 'json', JSON.stringify({ ...file, format: 'shopify', version: 2 }));
    expect(wrong.errors).toEqual({
      format: ['This is not a Nori menu file: it needs "format": "nori-menu" and "version": 1.'],
      version: ['This is not a Nori menu file: it needs "format": "nori-menu" and "version": 1.'],
    });
    const syntax = await upload(manager, 'json', '{\n  "format": "nori-menu",\n  "version" 1\n}\n');
    expect(syntax.errors).toEqual({ 'lines.3': ['The file is not valid JSON.'] });
    const tooMany = await upload(
      manager,
      'json',
      JSON.stringify({ ...file, products: Array.from({ length: 5001 }, () => file.products[0]) }),
    );
    expect(tooMany.errors).toEqual({ file: ['At most 5000 dishes per file; this one has 5001.'] });
  });

  it('checks a dry run in full and writes nothing; a real run then does what it said', async () => {
    const manager = await t().staff('manager');
    const philadelphia = (await exported(manager)).products.find((p) => p.slug === 'philadelphia-clasic')!;
    const body =
      'slug,category,name_ro,price,weight,weight_unit\n' +
      `philadelphia-clasic,rulouri,${(philadelphia.name as Record<string, string>).ro},150,250,g\n` +
      'rulou-nou,rulouri,Rulou nou,99,200,g\n';
    const version = await catalogVersion();
    const expected = {
      created: 1,
      updated: 1,
      unchanged: 0,
      products: [
        { line: 2, slug: 'philadelphia-clasic', action: 'update' },
        { line: 3, slug: 'rulou-nou', action: 'create' },
      ],
    };
    const dry = await upload(manager, 'csv', body, '&dry_run=true');
    expect(dry.status, JSON.stringify(dry.errors)).toBe(200);
    expect(dry.data).toMatchObject({ ...expected, dry_run: true });
    const price = async () =>
      (await menu()).flatMap((c) => c.products).find((p) => p.slug === 'philadelphia-clasic')!.price;
    expect(await price()).toBe(philadelphia.price);
    expect(await staffProducts(manager)).toHaveLength(89);
    expect(await catalogVersion()).toBe(version);
    expect(await audit()).toHaveLength(0);

    const real = await upload(manager, 'csv', body);
    expect(real.data).toMatchObject({ ...expected, dry_run: false });
    expect(await price()).toBe(150);
    expect(await staffProducts(manager)).toHaveLength(90); // the new roll: a draft, in the back office only
    expect(await catalogVersion()).toBe(version + 1);
  });

  it('lets owners and managers import, every role export; refuses the signed-out and forged writes', async () => {
    const operator = await t().staff('operator', [1]);
    expect((await download(operator, 'csv')).res.status).toBe(200);
    const csv = 'slug,price\nphiladelphia-clasic,1\n';
    expect((await upload(operator, 'csv', csv)).status).toBe(403);
    expect((await t().request('GET', '/api/staff/catalog/export')).status).toBe(401);
    expect(
      (
        await t().request('POST', '/api/staff/catalog/import?format=csv', {
          body: csv,
          headers: { 'content-type': 'text/csv' },
        })
      ).status,
    ).toBe(401);
    const manager = await t().staff('manager');
    const forged = await t().request('POST', '/api/staff/catalog/import?format=csv', {
      body: csv,
      headers: { cookie: manager.cookie, 'content-type': 'text/csv' },
    });
    expect(forged.status).toBe(403);
    expect((await menu()).flatMap((c) => c.products).find((p) => p.slug === 'philadelphia-clasic')!.price).not.toBe(1);

    const doc = (await t().request('GET', '/api/openapi.json')).json as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/staff/catalog/export', '/api/staff/catalog/import']),
    );
  });
});
