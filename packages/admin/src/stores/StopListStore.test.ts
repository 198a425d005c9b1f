/**
 * The stop-list screen's state against the real API (PGlite, in process): an operator of restaurant 1 finds a
 * dish by a name in any language, switches it off there — the public menu says so at once and other
 * restaurants keep it —, switches it back; a refusal (a restaurant that is not theirs) puts the switch back and
 * says why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealApi, type RealApi } from '@nori/api/testing';
import { browserFetch } from '../testing/browserFetch';
import { RootStore } from './RootStore';

let api: RealApi;
beforeAll(async () => {
  api = await startRealApi();
}, 60_000);
afterAll(async () => {
  await api?.close();
});

/** Where the public menu says a dish cannot be ordered. */
async function unavailableAt(slug: string): Promise<number[]> {
  const response = await fetch(`${api.baseUrl}/api/products/${slug}`);
  return ((await response.json()) as { data: { unavailable_at: number[] } }).data.unavailable_at;
}

describe('the stop-list screen', () => {
  it('finds a dish, takes it off one restaurant’s menu at once and puts it back', async () => {
    const { email, password } = await api.createStaff('operator', [1]);
    const stores = new RootStore({ apiUrl: api.baseUrl, fetch: browserFetch() });
    stores.locale.setLocale('ru');
    await stores.session.signIn(email, password);
    const list = stores.stopList;
    await list.load();
    expect(list.restaurants.map((r) => r.id)).toEqual([1]);
    expect(list.restaurantId).toBe(1);

    // A Romanian name found from the Russian screen, and the dish shown by its Russian name.
    list.setQuery('philadelphia clasic');
    const found = list.sections.flatMap((s) => s.products);
    const dish = found.find((p) => p.slug === 'philadelphia-clasic')!;
    expect(list.nameOf(dish)).toBe(dish.name.ru);

    expect(await list.setAvailable(dish, false)).toBe(true);
    expect(list.isAvailable(list.products.find((p) => p.id === dish.id)!)).toBe(false);
    expect(list.stoppedCount).toBe(1);
    expect(await unavailableAt('philadelphia-clasic')).toEqual([1]);
    list.setQuery('');
    list.setOnlyStopped(true);
    expect(list.sections.flatMap((s) => s.products).map((p) => p.slug)).toEqual(['philadelphia-clasic']);

    expect(
      await list.setAvailable(
        list.products.find((p) => p.id === dish.id)!,
        true,
      ),
    ).toBe(true);
    expect(await unavailableAt('philadelphia-clasic')).toEqual([]);
    expect(list.sections).toEqual([]);

    // Not their restaurant: the API refuses, the switch goes back, and the screen says why.
    list.setRestaurant(2);
    expect(
      await list.setAvailable(
        list.products.find((p) => p.id === dish.id)!,
        false,
      ),
    ).toBe(false);
    expect(list.isAvailable(list.products.find((p) => p.id === dish.id)!)).toBe(true);
    expect(list.problem).toMatch(/\S/);
    expect(await unavailableAt('philadelphia-clasic')).toEqual([]);
  });
});
