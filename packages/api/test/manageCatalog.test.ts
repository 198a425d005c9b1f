// The back office's menu calls (issue 15): dishes (drafts, publishing in four languages, prices, slugs with
// their 301s, stale saves), the stop-list per restaurant, categories, extras and promotions — who may do what,
// every refusal, the audit, and the shop's menu and the order checks following each change at once.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { auditLog, categories, modifiers, settings } from '../src/db/schema';
import {
  catalogIds,
  describeBackends,
  placeOrder,
  restoreCatalog,
  snapshotCatalog,
  type CatalogSnapshot,
} from './helpers';

type StaffProduct = {
  id: number;
  slug: string;
  old_slugs: string[];
  name: Record<string, string>;
  price: number;
  published: boolean;
  stopped_at: number[];
  modifier_ids: number[];
  updated_at: string;
  position: number;
  category_id: number;
  image: { hash: string; url: string } | null;
};
type MenuProduct = { id: number; slug: string; name: string; price: number; unavailable_at: number[] };

const en = { 'accept-language': 'en' };
const contact = { name: 'Ana', phone: '37369123456' };
const names = { ro: 'Rulou cu mango', ru: 'Ролл с манго', en: 'Mango roll', uk: 'Рол з манго' };
const descriptions = {
  ro: 'Orez, mango, cremă de brânză.',
  ru: 'Рис, манго, сливочный сыр.',
  en: 'Rice, mango, cream cheese.',
  uk: 'Рис, манго, вершковий сир.',
};

describeBackends('managing the menu', (t) => {
  let seeded: CatalogSnapshot;
  beforeAll(async () => {
    seeded = await snapshotCatalog(t());
  });
  afterEach(async () => {
    await t().reset(); // orders first: they refer to the dishes put back
    await restoreCatalog(t(), seeded);
  });

  const menu = async (lang = 'en') =>
    ((await t().request('GET', '/api/menu', { headers: { 'accept-language': lang } })).json.data as {
      id: number;
      slug: string;
      products: MenuProduct[];
    }[]) ?? [];
  const menuProduct = async (id: number, lang = 'en') =>
    (await menu(lang)).flatMap((c) => c.products).find((p) => p.id === id);
  const catalogVersion = async () =>
    Number((await t().db.select().from(settings).where(eq(settings.key, 'catalog_version')))[0]!.value);
  const audit = (action: string) => t().db.select().from(auditLog).where(eq(auditLog.action, action));
  const rolls = async () => (await t().db.select().from(categories).where(eq(categories.slug, 'rulouri')))[0]!;
  const order = (productId: number, restaurantId: number) =>
    placeOrder(
      t(),
      {
        items: [{ product_id: productId, quantity: 1 }],
        order_type: 'pickup',
        restaurant_id: restaurantId,
        payment_type: 'cash',
        contact,
      },
      { lang: 'en' },
    );

  it('keeps a draft off the menu until it has every language, then publishes it at the end of its category', async () => {
    const manager = await t().staff('manager', [1]);
    const category = await rolls();
    const before = await catalogVersion();

    const created = await manager.request(
      'POST',
      '/api/staff/catalog/products',
      { category_id: category.id, name: { ro: names.ro }, price: 129.5, weight: 250, weight_unit: 'g' },
      en,
    );
    expect(created.status, created.text).toBe(201);
    const draft = created.json.data as StaffProduct;
    expect(draft).toMatchObject({
      slug: 'rulou-cu-mango',
      published: false,
      price: 129.5,
      name: { ro: names.ro, ru: '', en: '', uk: '' },
    });
    expect(await menuProduct(draft.id)).toBeUndefined();
    expect(await catalogVersion()).toBe(before + 1);

    const early = await manager.request(
      'PATCH',
      `/api/staff/catalog/products/${draft.id}`,
      { published: true, name: { ro: names.ro, en: names.en } },
      en,
    );
    expect(early.status).toBe(422);
    expect(Object.keys(early.json.errors as object).sort()).toEqual([
      'description.en',
      'description.ro',
      'description.ru',
      'description.uk',
      'name.ru',
      'name.uk',
    ]);
    expect((early.json.errors as Record<string, string[]>)['name.ru']).toEqual([
      'Needed to publish: the shop shows this text in every language.',
    ]);

    const published = await manager.request(
      'PATCH',
      `/api/staff/catalog/products/${draft.id}`,
      { published: true, name: names, description: descriptions, tags: ['new'], allergens: ['milk', 'gluten'] },
      en,
    );
    expect(published.status, published.text).toBe(200);
    expect(published.json.data).toMatchObject({ published: true, allergens: ['gluten', 'milk'] });
    const shown = (await menu('ru')).find((c) => c.slug === 'rulouri')!.products;
    expect(shown.at(-1)).toMatchObject({ id: draft.id, name: names.ru, price: 129.5 });

    expect(await audit('catalog.product.create')).toHaveLength(1);
    const [update] = (await audit('catalog.product.update')).slice(-1);
    expect(update).toMatchObject({ staffId: manager.id, targetType: 'product', targetId: String(draft.id) });
    expect(update!.details).toMatchObject({ published: [false, true] });
  });

  it('refuses what a dish cannot be, naming each field', async () => {
    const manager = await t().staff('manager');
    const category = await rolls();
    const bad = await manager.request(
      'POST',
      '/api/staff/catalog/products',
      {
        category_id: category.id,
        name: { ro: '' },
        price: 0,
        old_price: 10.555,
        weight: 0,
        weight_unit: 'kg',
        tags: ['new', 'new'],
        allergens: ['gluten', 'nuts', 'pollen'],
        nutrition: { energy_kcal: 1200, protein: 10, fat: 5, carbohydrates: 20 },
        slug: 'Mango Roll',
        colour: 'red',
      },
      en,
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors as object).sort()).toEqual([
      'allergens.2',
      'colour',
      'nutrition.energy_kcal',
      'old_price',
      'price',
      'slug',
      'tags',
      'weight',
      'weight_unit',
    ]);

    const wrong = {
      category_id: 99_999,
      name: { ro: ' ' },
      price: 100,
      old_price: 90,
      weight: 8,
      weight_unit: 'pcs',
      modifier_ids: [99_998],
    };
    const semantic = await manager.request(
      'POST',
      '/api/staff/catalog/products',
      { ...wrong, image: 'a'.repeat(64) },
      en,
    );
    // The picture is checked first (it locks its row), so it is refused alone.
    expect(semantic.status).toBe(422);
    expect(semantic.json.errors).toEqual({
      image: ['This picture was not uploaded or has been removed. Upload it again.'],
    });
    const again = await manager.request('POST', '/api/staff/catalog/products', wrong, en);
    expect(again.json.errors).toEqual({
      name: ['Enter the name in at least one language.'],
      old_price: ['The old price must be higher than the price.'],
      category_id: ['There is no such category.'],
      'modifier_ids.0': ['There is no such extra.'],
    });
    expect(await audit('catalog.product.create')).toHaveLength(0);
  });

  it('changes a price for the shop and for orders at once, and refuses a save over a newer change', async () => {
    const manager = await t().staff('manager');
    const ids = await catalogIds(t());
    const dish = ids.product('philadelphia-clasic');
    const loaded = (await manager.request('GET', `/api/staff/catalog/products/${dish.id}`)).json.data as StaffProduct;

    const first = await manager.request('PATCH', `/api/staff/catalog/products/${dish.id}`, {
      price: 149.9,
      old_price: null,
      expected_updated_at: loaded.updated_at,
    });
    expect(first.status, first.text).toBe(200);
    expect((await menuProduct(dish.id))!.price).toBe(149.9);
    expect((await t().request('GET', '/api/products/philadelphia-clasic')).json.data).toMatchObject({ price: 149.9 });
    const placed = await order(dish.id, 1);
    expect(placed.status, placed.text).toBe(201);
    expect((placed.json.order as { items: { price: number }[] }).items[0]!.price).toBe(149.9);

    // A second editor who loaded the dish before the first saved.
    const stale = await manager.request(
      'PATCH',
      `/api/staff/catalog/products/${dish.id}`,
      { price: 120, expected_updated_at: loaded.updated_at },
      en,
    );
    expect(stale.status).toBe(409);
    expect(stale.json.message).toMatch(/Someone changed this/);
    expect((await menuProduct(dish.id))!.price).toBe(149.9);
  });

  it('keeps an old slug answering after a rename, refuses a slug that is taken and gives a slug back', async () => {
    const manager = await t().staff('manager');
    const ids = await catalogIds(t());
    const dish = ids.product('philadelphia-clasic');
    const renamed = await manager.request('PATCH', `/api/staff/catalog/products/${dish.id}`, { slug: 'philadelphia' });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.json.data).toMatchObject({ slug: 'philadelphia', old_slugs: ['philadelphia-clasic'] });
    expect((await t().request('GET', '/api/products/philadelphia-clasic')).json.data).toMatchObject({
      slug: 'philadelphia',
    });

    const other = ids.product('set-philadelphia');
    for (const taken of ['philadelphia', 'philadelphia-clasic']) {
      const res = await manager.request('PATCH', `/api/staff/catalog/products/${other.id}`, { slug: taken }, en);
      expect(res.status).toBe(422);
      expect(res.json.errors).toEqual({
        slug: ['This address is already taken (now or before). Choose another.'],
      });
    }

    const back = await manager.request('PATCH', `/api/staff/catalog/products/${dish.id}`, {
      slug: 'philadelphia-clasic',
    });
    expect(back.json.data).toMatchObject({ slug: 'philadelphia-clasic', old_slugs: ['philadelphia'] });
    expect((await t().request('GET', '/api/products/philadelphia')).json.data).toMatchObject({
      slug: 'philadelphia-clasic',
    });
  });

  it('takes a dish off one restaurant’s menu and puts it back, for operators of that restaurant only', async () => {
    const operator = await t().staff('operator', [1]);
    const dish = (await catalogIds(t())).product('philadelphia-clasic');
    const body = { product_id: dish.id, restaurant_id: 1, available: false };

    const elsewhere = await operator.request('POST', '/api/staff/stop-list', { ...body, restaurant_id: 2 }, en);
    expect(elsewhere.status).toBe(403);

    const stopped = await operator.request('POST', '/api/staff/stop-list', body);
    expect(stopped.status, stopped.text).toBe(200);
    expect(stopped.json.data).toEqual({ product_id: dish.id, restaurant_id: 1, available: false });
    // Twice is the same as once.
    expect((await operator.request('POST', '/api/staff/stop-list', body)).status).toBe(200);
    expect((await menuProduct(dish.id))!.unavailable_at).toEqual([1]);
    const list = (await operator.request('GET', '/api/staff/stop-list?restaurant_id=1')).json.data as unknown[];
    expect(list).toEqual([{ product_id: dish.id, restaurant_id: 1, staff_id: operator.id, since: expect.any(String) }]);
    expect((await operator.request('GET', '/api/staff/stop-list?restaurant_id=2', undefined, en)).status).toBe(403);

    const refused = await order(dish.id, 1);
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual({
      'items.0.product_id': [
        'Not available at this restaurant right now: choose another restaurant or remove the dish.',
      ],
    });
    expect((await order(dish.id, 2)).status).toBe(201);

    const back = await operator.request('POST', '/api/staff/stop-list', { ...body, available: true });
    expect(back.json.data).toMatchObject({ available: true });
    expect((await menuProduct(dish.id))!.unavailable_at).toEqual([]);
    expect((await order(dish.id, 1)).status).toBe(201);
    expect((await audit('catalog.stopList.add')).length).toBe(2);
    expect((await audit('catalog.stopList.remove')).length).toBe(1);

    const unknown = await operator.request('POST', '/api/staff/stop-list', { ...body, product_id: 99_999 }, en);
    expect(unknown.status).toBe(404);
  });

  it('lets every role read the menu but only owners and managers change it; signed-out and forged writes are refused', async () => {
    const operator = await t().staff('operator', [1]);
    const dish = (await catalogIds(t())).product('philadelphia-clasic');
    expect((await operator.request('GET', '/api/staff/catalog/products?q=philad')).status).toBe(200);
    const list = (await operator.request('GET', '/api/staff/catalog/products?q=philad')).json.data as StaffProduct[];
    expect(list.map((p) => p.slug)).toContain('philadelphia-clasic');
    for (const [method, path, body] of [
      ['PATCH', `/api/staff/catalog/products/${dish.id}`, { price: 1 }],
      ['POST', '/api/staff/catalog/categories', { name: names, illustration: 'roll' }],
      ['DELETE', `/api/staff/catalog/products/${dish.id}`, undefined],
      ['PUT', '/api/staff/catalog/categories/order', { ids: [1] }],
      ['POST', '/api/staff/catalog/promotions', { title: names, starts_at: '2026-12-01' }],
      ['POST', '/api/staff/catalog/modifiers', { name: names, price: 5 }],
    ] as const)
      expect((await operator.request(method, path, body, en)).status, `${method} ${path}`).toBe(403);

    expect((await t().request('GET', '/api/staff/catalog/products')).status).toBe(401);
    const manager = await t().staff('manager');
    const forged = await t().request('PATCH', `/api/staff/catalog/products/${dish.id}`, {
      body: { price: 1 },
      headers: { cookie: manager.cookie },
    });
    expect(forged.status).toBe(403);
    expect((await menuProduct(dish.id))!.price).toBe(dish.price);
  });

  it('deletes a dish no order names, and keeps one an order names', async () => {
    const manager = await t().staff('manager');
    const dish = (await catalogIds(t())).product('philadelphia-clasic');
    expect((await order(dish.id, 1)).status).toBe(201);
    const kept = await manager.request('DELETE', `/api/staff/catalog/products/${dish.id}`, undefined, en);
    expect(kept.status).toBe(409);
    expect(kept.json.message).toBe(
      'Orders with this dish: 1. It cannot be deleted, as they keep it in their history: unpublish it instead.',
    );
    const hidden = await manager.request('PATCH', `/api/staff/catalog/products/${dish.id}`, { published: false });
    expect(hidden.status).toBe(200);
    expect(await menuProduct(dish.id)).toBeUndefined();
    const refused = await order(dish.id, 1);
    expect(refused.status).toBe(422);

    const draft = (
      await manager.request('POST', '/api/staff/catalog/products', {
        category_id: (await rolls()).id,
        name: { en: 'Test roll' },
        price: 10,
        weight: 1,
        weight_unit: 'pcs',
      })
    ).json.data as StaffProduct;
    expect((await manager.request('DELETE', `/api/staff/catalog/products/${draft.id}`)).status).toBe(200);
    expect((await manager.request('GET', `/api/staff/catalog/products/${draft.id}`)).status).toBe(404);
    expect(await audit('catalog.product.delete')).toHaveLength(1);
  });

  it('orders a category’s dishes and the categories, naming each once', async () => {
    const manager = await t().staff('manager');
    const category = await rolls();
    const inside = (await manager.request('GET', `/api/staff/catalog/products?category_id=${category.id}`)).json
      .data as StaffProduct[];
    const reversed = inside.map((p) => p.id).reverse();

    const partial = await manager.request(
      'PUT',
      `/api/staff/catalog/categories/${category.id}/products/order`,
      { ids: reversed.slice(1) },
      en,
    );
    expect(partial.status).toBe(422);
    expect(partial.json.errors).toEqual({ ids: [`Name every one of them (${inside.length} in all) exactly once.`] });
    const ok = await manager.request('PUT', `/api/staff/catalog/categories/${category.id}/products/order`, {
      ids: reversed,
    });
    expect(ok.status, ok.text).toBe(200);
    expect((await menu()).find((c) => c.slug === 'rulouri')!.products.map((p) => p.id)).toEqual(reversed);

    const cats = (await manager.request('GET', '/api/staff/catalog/categories')).json.data as { id: number }[];
    const order = cats.map((c) => c.id).reverse();
    expect((await manager.request('PUT', '/api/staff/catalog/categories/order', { ids: order })).status).toBe(200);
    expect((await menu()).map((c) => c.id)).toEqual(order);
    expect(
      (await manager.request('PUT', '/api/staff/catalog/categories/order', { ids: [...order, order[0]] })).status,
    ).toBe(422);
  });

  it('adds, renames and deletes a category, keeping one that holds dishes', async () => {
    const manager = await t().staff('manager');
    const created = await manager.request('POST', '/api/staff/catalog/categories', {
      name: { ro: 'Băuturi calde', ru: 'Горячие напитки', en: 'Hot drinks', uk: 'Гарячі напої' },
      illustration: 'drink',
    });
    expect(created.status, created.text).toBe(201);
    const category = created.json.data as { id: number; slug: string; products_count: number };
    expect(category).toMatchObject({ slug: 'bauturi-calde', products_count: 0 });
    const renamed = await manager.request('PATCH', `/api/staff/catalog/categories/${category.id}`, {
      name: { ro: 'Ceaiuri', ru: 'Чаи', en: 'Teas', uk: 'Чаї' },
    });
    expect(renamed.json.data).toMatchObject({ name: { en: 'Teas' }, slug: 'bauturi-calde' });
    expect(
      (await manager.request('POST', '/api/staff/catalog/categories', { name: { ro: 'X' }, illustration: 'roll' }, en))
        .json.errors,
    ).toMatchObject({
      'name.ru': ['This field is required.'],
    });

    const full = await manager.request('DELETE', `/api/staff/catalog/categories/${(await rolls()).id}`, undefined, en);
    expect(full.status).toBe(409);
    expect(full.json.message).toMatch(/^Dishes in this category: \d+\. Move or delete them first\.$/);
    expect((await manager.request('DELETE', `/api/staff/catalog/categories/${category.id}`)).status).toBe(200);
    expect((await manager.request('GET', `/api/staff/catalog/categories/${category.id}`)).status).toBe(404);
  });

  it('offers a new extra on a dish at its price, and archives an extra no dish offers', async () => {
    const manager = await t().staff('manager');
    const created = await manager.request('POST', '/api/staff/catalog/modifiers', {
      name: { ro: 'Sos de trufe', ru: 'Трюфельный соус', en: 'Truffle sauce', uk: 'Трюфельний соус' },
      price: 25,
    });
    expect(created.status, created.text).toBe(201);
    const extra = created.json.data as { id: number; code: string };
    expect(extra.code).toBe('truffle-sauce');
    const dish = (await catalogIds(t())).product('philadelphia-clasic');
    const modifierIds = [extra.id, ...dish.modifiers.map((m) => m.id)];
    const linked = await manager.request('PATCH', `/api/staff/catalog/products/${dish.id}`, {
      modifier_ids: modifierIds,
    });
    expect((linked.json.data as StaffProduct).modifier_ids).toEqual(modifierIds);
    const shown = (await catalogIds(t())).modifier('philadelphia-clasic', 'truffle-sauce');
    expect(shown.price).toBe(25);

    const used = await manager.request('DELETE', `/api/staff/catalog/modifiers/${extra.id}`, undefined, en);
    expect(used.status).toBe(409);
    expect(used.json.message).toBe('Dishes offering this extra: 1. Remove it from them first.');
    await manager.request('PATCH', `/api/staff/catalog/products/${dish.id}`, { modifier_ids: modifierIds.slice(1) });
    expect((await manager.request('DELETE', `/api/staff/catalog/modifiers/${extra.id}`)).status).toBe(200);
    const list = (await manager.request('GET', '/api/staff/catalog/modifiers')).json.data as { id: number }[];
    expect(list.map((m) => m.id)).not.toContain(extra.id);
    expect((await t().db.select().from(modifiers).where(eq(modifiers.id, extra.id)))[0]!.archived).toBe(true);
    const relink = await manager.request(
      'PATCH',
      `/api/staff/catalog/products/${dish.id}`,
      { modifier_ids: [extra.id] },
      en,
    );
    expect(relink.json.errors).toEqual({ 'modifier_ids.0': ['There is no such extra.'] });
  });

  it('publishes a promotion with its dishes and dates, checking each', async () => {
    const manager = await t().staff('manager');
    const dish = (await catalogIds(t())).product('philadelphia-clasic');
    const draft = await manager.request(
      'POST',
      '/api/staff/catalog/promotions',
      { title: { en: 'Two for one' }, starts_at: '2026-12-10', ends_at: '2026-12-01', product_ids: [dish.id, 99_999] },
      en,
    );
    expect(draft.status).toBe(422);
    expect(draft.json.errors).toEqual({
      ends_at: ['The end date is before the start date.'],
      'product_ids.1': ['There is no such dish.'],
    });
    const created = await manager.request('POST', '/api/staff/catalog/promotions', {
      title: { en: 'Two for one' },
      starts_at: '2026-11-01',
      ends_at: '2026-12-31',
      product_ids: [dish.id],
    });
    expect(created.status, created.text).toBe(201);
    const promotion = created.json.data as { id: number; slug: string; updated_at: string };
    expect(promotion.slug).toBe('two-for-one');
    const publicList = async () =>
      (
        (await t().request('GET', '/api/promotions', { headers: en })).json.data as {
          slug: string;
          product_ids?: number[];
        }[]
      ).map((p) => p.slug);
    expect(await publicList()).not.toContain('two-for-one');

    const early = await manager.request(
      'PATCH',
      `/api/staff/catalog/promotions/${promotion.id}`,
      { published: true },
      en,
    );
    expect(Object.keys(early.json.errors as object)).toEqual(
      expect.arrayContaining(['title.ro', 'title.ru', 'title.uk', 'description.en']),
    );
    const published = await manager.request('PATCH', `/api/staff/catalog/promotions/${promotion.id}`, {
      title: { ro: 'Două la preț de unul', ru: 'Два по цене одного', en: 'Two for one', uk: 'Два за ціною одного' },
      description: descriptions,
      published: true,
      expected_updated_at: promotion.updated_at,
    });
    expect(published.status, published.text).toBe(200);
    expect(await publicList()).toContain('two-for-one');
    const shown = (await t().request('GET', '/api/promotions/two-for-one', { headers: en })).json.data;
    expect(shown).toMatchObject({ title: 'Two for one', product_ids: [dish.id] });

    const all = (await manager.request('GET', '/api/staff/catalog/promotions')).json.data as { id: number }[];
    const reversed = all.map((p) => p.id).reverse();
    expect((await manager.request('PUT', '/api/staff/catalog/promotions/order', { ids: reversed })).status).toBe(200);
    expect((await manager.request('DELETE', `/api/staff/catalog/promotions/${promotion.id}`)).status).toBe(200);
    expect(await publicList()).not.toContain('two-for-one');
  });

  it('shows an uploaded photo on the shop’s menu at once', async () => {
    const manager = await t().staff('manager');
    const dish = (await catalogIds(t())).product('philadelphia-clasic');
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'roll.jpg');
    const uploaded = await t().app.request('/api/staff/images', {
      method: 'POST',
      body: form,
      headers: { cookie: manager.cookie, 'x-csrf-token': manager.csrf, 'x-forwarded-for': '10.3.0.2' },
    });
    expect(uploaded.status).toBe(201);
    const { hash } = ((await uploaded.json()) as { data: { hash: string } }).data;
    const saved = await manager.request('PATCH', `/api/staff/catalog/products/${dish.id}`, { image: hash });
    expect(saved.status, saved.text).toBe(200);
    expect((saved.json.data as StaffProduct).image).toMatchObject({
      hash,
      url: expect.stringContaining(`/images/u/${hash}-`),
    });
    const shown = (await t().request('GET', '/api/products/philadelphia-clasic')).json.data as {
      image: { url: string };
    };
    expect(shown.image.url).toContain(`/images/u/${hash}-`);
    const cleared = await manager.request('PATCH', `/api/staff/catalog/products/${dish.id}`, { image: null });
    expect((cleared.json.data as StaffProduct).image).toBeNull();
  });
});
