/**
 * The menu's dishes and the dish editor against the real API (PGlite, in process), as a manager's tab uses
 * them: the list found by a name in any language; a new draft; publishing refused until every language is
 * written (the API's 422 lands on each missing field, nothing typed is lost), then published and listed; a
 * save over someone else's newer save refused (409) and reloaded with this person's change kept; a photo
 * uploaded and saved with the dish; an operator refused.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StaffProduct } from '@nori/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealApi, type RealApi } from '@nori/api/testing';
import { signedInTab } from '../testing/signedInTab';
import { png } from '../testing/png';

let api: RealApi;
const uploadsDir = mkdtempSync(path.join(tmpdir(), 'nori-admin-uploads-'));
beforeAll(async () => {
  api = await startRealApi({ UPLOADS_DIR: uploadsDir });
}, 60_000);
afterAll(async () => {
  await api?.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

async function signedIn(role: 'owner' | 'manager' | 'operator', locale: 'ro' | 'ru' | 'en' | 'uk' = 'en') {
  return (await signedInTab(api, role, { restaurants: role === 'owner' ? [] : [1], locale })).stores;
}

describe('the menu’s dishes', () => {
  it('lists every dish by category, drafts too, found by a name in any language', async () => {
    const stores = await signedIn('operator', 'ru');
    const list = stores.menuProducts;
    await list.load();
    expect(list.loaded).toBe(true);
    const all = list.sections.flatMap((s) => s.products);
    expect(all.length).toBe(list.products.length);
    list.setQuery('philadelphia clasic');
    const found = list.sections.flatMap((s) => s.products);
    const dish = found.find((p) => p.slug === 'philadelphia-clasic')!;
    expect(dish).toBeDefined();
    expect(list.nameOf(dish)).toBe(dish.name.ru);
    list.setCategory(dish.category_id === 1 ? 2 : 1);
    expect(list.sections.flatMap((s) => s.products).some((p) => p.id === dish.id)).toBe(false);
    list.setCategory(null);
    list.setPublishedFilter('draft');
    expect(list.sections.flatMap((s) => s.products).some((p) => p.id === dish.id)).toBe(false);
  });
});

describe('the dish editor', () => {
  it('saves a draft, refuses to publish it without every language, then publishes it', async () => {
    const stores = await signedIn('manager');
    const editor = stores.newProductEditor();
    await editor.load(null, null);
    expect(editor.state).toBe('ready');
    expect(editor.isNew).toBe(true);
    expect(editor.modifiers.length).toBeGreaterThan(0);

    // What the form cannot send at all is named before asking the API.
    editor.edit((f) => (f.name.ro = 'Rulou de test'));
    expect(await editor.save()).toBeNull();
    expect(Object.keys(editor.errors).sort()).toEqual(['price', 'weight']);

    const [firstExtra, secondExtra] = editor.modifiers;
    editor.edit((f) => {
      f.price = 12_550;
      f.weight = 250;
      f.tags = ['spicy', 'new'];
      f.modifier_ids = [secondExtra!.id, firstExtra!.id];
      f.allergens = ['fish', 'gluten'];
      f.nutrition = { energy_kcal: 180, protein: 8.5, fat: 4, carbohydrates: 26.3 };
    });
    expect(editor.dirty).toBe(true);
    expect(await editor.save()).not.toBeNull();
    expect(editor.dirty).toBe(false);
    const draft = editor.product!;
    expect(draft).toMatchObject({
      slug: 'rulou-de-test',
      published: false,
      price: 125.5,
      tags: ['spicy', 'new'],
      modifier_ids: [secondExtra!.id, firstExtra!.id],
      allergens: ['gluten', 'fish'],
      nutrition: { energy_kcal: 180, protein: 8.5, fat: 4, carbohydrates: 26.3 },
    });

    // Publishing needs the names and descriptions in all four languages: each missing one is named.
    editor.edit((f) => {
      f.published = true;
      f.name.ru = 'Тестовый ролл';
      f.description.ro = 'Orez, somon.';
    });
    expect(await editor.save()).toBeNull();
    expect(Object.keys(editor.errors).sort()).toEqual([
      'description.en',
      'description.ru',
      'description.uk',
      'name.en',
      'name.uk',
    ]);
    expect(editor.errors['name.en']).toMatch(/\S/);
    expect(editor.form.name.ru).toBe('Тестовый ролл');
    expect(editor.product!.published).toBe(false);

    editor.edit((f) => {
      f.name.en = 'Test roll';
      f.name.uk = 'Тестовий рол';
      f.description.ru = 'Рис, лосось.';
      f.description.en = 'Rice, salmon.';
      f.description.uk = 'Рис, лосось.';
    });
    expect(await editor.save()).not.toBeNull();
    expect(editor.errors).toEqual({});
    expect(editor.product!.published).toBe(true);
    const shop = await fetch(`${api.baseUrl}/api/products/rulou-de-test`, { headers: { 'accept-language': 'en' } });
    expect(shop.status).toBe(200);
    expect(((await shop.json()) as { data: { name: string } }).data.name).toBe('Test roll');

    // The list shows it as the editor saved it.
    const list = stores.menuProducts;
    await list.load();
    list.setQuery('test roll');
    expect(list.sections.flatMap((s) => s.products).map((p) => p.id)).toEqual([draft.id]);
  });

  it('refuses a save over someone else’s newer one, and reloads it keeping what this person typed', async () => {
    const mine = await signedIn('manager');
    const theirs = await signedIn('owner');
    const slug = 'philadelphia-clasic';
    const list = mine.menuProducts;
    await list.load();
    const id = list.products.find((p) => p.slug === slug)!.id;

    const editor = mine.newProductEditor();
    await editor.load(id);
    const other = theirs.newProductEditor();
    await other.load(id);

    other.edit((f) => {
      f.price = 19_900;
      f.name.en = 'Philadelphia (their name)';
    });
    expect(await other.save()).not.toBeNull();

    editor.edit((f) => {
      f.description.ru = 'Мой новый текст';
      f.name.en = 'Philadelphia (my name)';
    });
    expect(await editor.save()).toBeNull();
    expect(editor.conflict).toBe(true);
    expect(editor.form.description.ru).toBe('Мой новый текст');

    expect(await editor.reloadKeepingChanges()).toBe(true);
    expect(editor.conflict).toBe(false);
    expect(editor.form.price).toBe(19_900); // theirs, which this person did not touch
    expect(editor.form.description.ru).toBe('Мой новый текст'); // mine
    expect(editor.form.name.en).toBe('Philadelphia (my name)'); // both: mine kept, and pointed out
    expect(editor.overlapping).toEqual(['name.en']);
    expect(await editor.save()).not.toBeNull();
    const saved: StaffProduct = editor.product!;
    expect(saved.price).toBe(199);
    expect(saved.description.ru).toBe('Мой новый текст');
    expect(saved.name.en).toBe('Philadelphia (my name)');
  });

  it('uploads a photo, saves it with the dish and removes it', async () => {
    const stores = await signedIn('manager');
    await stores.menuProducts.load();
    const dish = stores.menuProducts.products.find((p) => p.slug !== 'philadelphia-clasic' && p.published)!;
    const editor = stores.newProductEditor();
    await editor.load(dish.id);

    const file = new File([png(480, 360, [200, 40, 40])], 'roll.png', { type: 'image/png' });
    const uploaded = await editor.upload(file);
    expect(editor.uploadProblem).toBeNull();
    expect(uploaded).toBe(true);
    const hash = editor.form.image!.hash;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(editor.form.image!.url).toMatch(/^https?:\/\//);
    expect(await editor.save()).not.toBeNull();
    expect(editor.product!.image?.hash).toBe(hash);

    // A file the API cannot read is refused in its words, and the saved photo stays.
    expect(await editor.upload(new File([new Uint8Array([1, 2, 3])], 'notes.png', { type: 'image/png' }))).toBe(false);
    expect(editor.uploadProblem).toMatch(/\S/);
    expect(editor.form.image?.hash).toBe(hash);

    editor.removeImage();
    expect(await editor.save()).not.toBeNull();
    expect(editor.product!.image).toBeNull();
  });

  it('tells an operator the menu is not theirs to change (403)', async () => {
    const stores = await signedIn('operator');
    const editor = stores.newProductEditor();
    await editor.load(null);
    editor.edit((f) => {
      f.name.ro = 'Nu';
      f.price = 100;
      f.weight = 1;
    });
    expect(await editor.save()).toBeNull();
    expect(editor.problem).toMatch(/\S/);
    expect(editor.form.name.ro).toBe('Nu');
  });
});
