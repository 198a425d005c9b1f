/**
 * The categories screen against the real API (PGlite, in process), as a manager's tab uses it: a new order
 * of the categories and of one category's dishes saved and seen by anyone who loads the menu after; a
 * category with dishes kept by the API (409, how many) and an empty one deleted; a new category refused
 * per field (422) with nothing typed lost, then created with a photo; an operator's new order refused
 * (403) and put back.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealApi, type RealApi } from '@nori/api/testing';
import { signedInTab } from '../testing/signedInTab';
import { png } from '../testing/png';

let api: RealApi;
const uploadsDir = mkdtempSync(path.join(tmpdir(), 'nori-admin-categories-'));
beforeAll(async () => {
  api = await startRealApi({ UPLOADS_DIR: uploadsDir });
}, 60_000);
afterAll(async () => {
  await api?.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

async function signedIn(role: 'owner' | 'manager' | 'operator') {
  return (await signedInTab(api, role, { restaurants: [1] })).stores;
}

describe('the categories screen', () => {
  it('saves a new order of the categories and of a category’s dishes, for everyone who loads after', async () => {
    const { categories } = await signedIn('manager');
    await categories.load();
    const before = categories.categories.map((c) => c.id);
    expect(before.length).toBeGreaterThan(2);
    const moved = [before.at(-1)!, ...before.slice(0, -1)];
    expect(await categories.reorder(moved)).toBe(true);
    expect(categories.categories.map((c) => c.id)).toEqual(moved);

    const other = (await signedIn('owner')).categories;
    await other.load();
    expect(other.categories.map((c) => c.id)).toEqual(moved);
    // The shop's menu follows.
    const shop = (await (await fetch(`${api.baseUrl}/api/menu`)).json()) as { data: { slug: string }[] };
    const shown = shop.data.map((c) => c.slug);
    expect(shown.length).toBeGreaterThan(1);
    expect(shown).toEqual(categories.categories.map((c) => c.slug).filter((slug) => shown.includes(slug)));

    const first = categories.categories.find((c) => c.products_count > 2)!;
    await categories.loadDishes(first.id);
    const dishes = categories.dishes.get(first.id)!.map((p) => p.id);
    expect(dishes).toHaveLength(first.products_count);
    const reversed = [...dishes].reverse();
    expect(await categories.reorderDishes(first.id, reversed)).toBe(true);
    await other.loadDishes(first.id);
    expect(other.dishes.get(first.id)!.map((p) => p.id)).toEqual(reversed);
  });

  it('keeps a category that has dishes (409, how many) and deletes an empty one', async () => {
    const stores = await signedIn('manager');
    const { categories } = stores;
    await categories.load();
    const full = categories.categories.find((c) => c.products_count > 0)!;
    expect(await categories.remove(full.id)).toBe(false);
    expect(categories.deleteRefusal?.status).toBe(409);
    expect(categories.deleteRefusal?.message).toContain(String(full.products_count));
    expect(categories.refusal).toBeNull();
    expect(categories.category(full.id)).toBeDefined();

    // A new category: names missing in two languages are refused beside those fields, the rest kept.
    const editor = stores.newCategoryEditor();
    await editor.load(null);
    editor.edit((form) => {
      form.name.ro = 'Gustări';
      form.name.en = 'Snacks';
      form.illustration = 'salad';
    });
    expect(await editor.save()).toBeNull();
    expect(Object.keys(editor.errors).sort()).toEqual(['name.ru', 'name.uk']);
    expect(editor.form.name).toMatchObject({ ro: 'Gustări', en: 'Snacks' });
    editor.edit((form) => {
      form.name.ru = 'Закуски';
      form.name.uk = 'Закуски';
    });
    await editor.upload(new File([png(480, 360, [40, 160, 90])], 'snacks.png', { type: 'image/png' }));
    expect(editor.photo.problem).toBeNull();
    expect(editor.form.image?.hash).toMatch(/^[0-9a-f]{64}$/);
    const created = await editor.save();
    expect(created).toMatchObject({ slug: 'gustari', illustration: 'salad', products_count: 0 });
    expect(created?.image?.hash).toBe(editor.form.image?.hash);
    expect(editor.saved).toBe(true);
    categories.saved(created!);
    expect(categories.categories.at(-1)?.id).toBe(created!.id);

    // A file that is no picture: the API's words, and the form keeps its photo.
    await editor.upload(new File([new Uint8Array([1, 2, 3])], 'notes.png', { type: 'image/png' }));
    expect(editor.photo.problem).toMatch(/\S/);
    expect(editor.form.image?.hash).toBe(created?.image?.hash);

    expect(await categories.remove(created!.id)).toBe(true);
    expect(categories.category(created!.id)).toBeUndefined();
    const again = stores.newCategoryEditor();
    await again.load(created!.id);
    expect(again.state).toBe('notFound');
  });

  it('refuses an operator’s new order (403) and puts the saved one back', async () => {
    const { categories } = await signedIn('operator');
    await categories.load();
    const saved = categories.categories.map((c) => c.id);
    expect(await categories.reorder([...saved].reverse())).toBe(false);
    expect(categories.refusal?.status).toBe(403);
    expect(categories.categories.map((c) => c.id)).toEqual(saved);
  });
});
