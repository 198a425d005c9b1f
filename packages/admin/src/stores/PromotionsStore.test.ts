/**
 * The promotions screen against the real API (PGlite, in process), as a manager's tab uses it: a new order
 * saved for everyone; a new promotion refused per field (422: it ends before it starts) with nothing typed
 * lost, then saved with dishes found by name and linked; a save over someone else's newer save refused (409)
 * with the typing kept and carried over onto their version; deleted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealApi, type RealApi } from '@nori/api/testing';
import { signedInTab } from '../testing/signedInTab';

let api: RealApi;
beforeAll(async () => {
  api = await startRealApi();
}, 60_000);
afterAll(async () => {
  await api?.close();
});

async function signedIn(role: 'owner' | 'manager' | 'operator') {
  return (await signedInTab(api, role, { restaurants: [1] })).stores;
}

const texts = (word: string) => ({ ro: `${word} ro`, ru: `${word} ru`, en: `${word} en`, uk: `${word} uk` });

describe('the promotions screen', () => {
  it('creates a promotion (refused first per field, the typing kept), reorders, and deletes it', async () => {
    const stores = await signedIn('manager');
    const editor = stores.newPromotionEditor();
    await editor.load(null);
    expect(editor.form.starts_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    editor.edit((form) => {
      form.title = texts('Two for one');
      form.description = texts('Every Tuesday');
      form.starts_at = '2026-12-10';
      form.ends_at = '2026-12-01';
    });
    // Dishes found by a name in another language than the screen's, and linked.
    editor.setDishQuery('philadelphia clasic');
    const found = editor.foundDishes;
    expect(found.map((d) => d.slug)).toContain('philadelphia-clasic');
    const dish = found.find((d) => d.slug === 'philadelphia-clasic')!;
    editor.setLinked(dish.id, true);
    expect(editor.foundDishes[0]?.id).toBe(dish.id);

    expect(await editor.save()).toBeNull();
    expect(Object.keys(editor.errors)).toContain('ends_at');
    expect(editor.form.title.en).toBe('Two for one en');
    editor.edit((form) => (form.ends_at = '2026-12-31'));
    const created = await editor.save();
    expect(created).toMatchObject({ starts_at: '2026-12-10', ends_at: '2026-12-31', product_ids: [dish.id] });
    expect(editor.dirty).toBe(false);

    const { promotions } = stores;
    await promotions.load();
    const ids = promotions.promotions.map((p) => p.id);
    expect(ids).toContain(created!.id);
    const moved = [created!.id, ...ids.filter((id) => id !== created!.id)];
    expect(await promotions.reorder(moved)).toBe(true);
    const other = (await signedIn('owner')).promotions;
    await other.load();
    expect(other.promotions.map((p) => p.id)).toEqual(moved);

    expect(await promotions.remove(created!.id)).toBe(true);
    await other.load();
    expect(other.promotions.map((p) => p.id)).not.toContain(created!.id);
  });

  it('refuses a save over someone else’s newer one (409), keeps the typing and carries it over', async () => {
    const mine = await signedIn('manager');
    const theirs = await signedIn('owner');
    const a = mine.newPromotionEditor();
    await a.load(null);
    a.edit((form) => {
      form.title = texts('Lunch');
      form.starts_at = '2026-12-01';
    });
    const promotion = (await a.save())!;

    const b = theirs.newPromotionEditor();
    await b.load(promotion.id);
    b.edit((form) => (form.description = texts('Their words')));
    expect(await b.save()).not.toBeNull();

    a.edit((form) => (form.title.ro = 'Prânz bun'));
    expect(await a.save()).toBeNull();
    expect(a.conflict).toBe(true);
    expect(a.refusal?.status).toBe(409);
    expect(a.refusal?.message).toMatch(/\S/);
    expect(a.form.title.ro).toBe('Prânz bun');
    // Saving again waits for the carrying over.
    expect(await a.save()).toBeNull();

    expect(await a.reloadKeepingChanges()).toBe(true);
    expect(a.conflict).toBe(false);
    expect(a.form.title.ro).toBe('Prânz bun');
    expect(a.form.description.en).toBe('Their words en');
    expect(a.overlapping).toEqual([]);
    const saved = await a.save();
    expect(saved?.title.ro).toBe('Prânz bun');
    expect(saved?.description.en).toBe('Their words en');
  });

  it('refuses an operator (403)', async () => {
    const stores = await signedIn('operator');
    const editor = stores.newPromotionEditor();
    await editor.load(null);
    editor.edit((form) => (form.title = texts('Nope')));
    expect(await editor.save()).toBeNull();
    expect(editor.refusal?.status).toBe(403);
    expect(editor.form.title.ro).toBe('Nope ro');
  });
});
