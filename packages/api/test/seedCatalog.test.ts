import { ALLERGENS, CATALOG_LIMITS, sortAllergens } from '@nori/core/catalog';
import type { Product } from '@nori/core/contract';
import { describe, expect, it } from 'vitest';
import { PRODUCTS } from '../src/db/seed/catalog';
import { describeBackends } from './helpers';

const bySlug = (slug: string) => {
  const product = PRODUCTS.find((p) => p.slug === slug);
  if (!product) throw new Error(`no demo dish ${slug}`);
  return product;
};

describe('the demo menu’s allergens and nutrition', () => {
  it('derives each dish’s allergens from its ingredients, in the Regulation’s order', () => {
    // Salmon, cream cheese, cucumber, rice, nori.
    expect(bySlug('philadelphia-clasic').allergens).toEqual(['fish', 'milk']);
    // A crab stick is fish with wheat starch, egg white and crab extract; Japanese mayo has egg and mustard.
    expect(bySlug('california-cu-crab').allergens).toEqual(['gluten', 'crustaceans', 'eggs', 'fish', 'mustard']);
    // Soy sauce is brewed with wheat; peanuts are their own allergen; a vegetable broth has celery.
    expect(bySlug('orez-prajit-cu-pui').allergens).toEqual(['gluten', 'eggs', 'soybeans']);
    expect(bySlug('pad-thai-cu-crevete').allergens).toEqual(['crustaceans', 'eggs', 'peanuts']);
    expect(bySlug('supa-de-legume-cu-tofu').allergens).toEqual(['soybeans', 'celery']);
    expect(bySlug('apa-plata').allergens).toEqual([]);
    for (const product of PRODUCTS) expect(product.allergens).toEqual(sortAllergens(product.allergens));
  });

  it('gives a set every allergen of its rolls', () => {
    const set = bySlug('set-california');
    for (const roll of ['california-cu-crab', 'california-cu-somon', 'ebi-cu-susan']) {
      expect(set.allergens).toEqual(expect.arrayContaining(bySlug(roll).allergens));
    }
  });

  it('keeps vegetarian dishes free of fish, crustaceans and molluscs', () => {
    for (const product of PRODUCTS.filter((p) => p.tags.includes('vegetarian'))) {
      expect(product.allergens, product.slug).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/^(fish|crustaceans|molluscs)$/)]),
      );
    }
  });

  it('gives every dish a plausible nutrition per 100 g, within what the management API accepts', () => {
    for (const { slug, nutrition } of PRODUCTS) {
      const { energy_kcal, protein, fat, carbohydrates } = nutrition;
      for (const [key, value] of Object.entries(nutrition)) {
        expect(value, `${slug} ${key}`).toBeGreaterThanOrEqual(0);
        expect(value, `${slug} ${key}`).toBeLessThanOrEqual(CATALOG_LIMITS.nutrition[key as keyof typeof nutrition]);
      }
      expect(protein + fat + carbohydrates, slug).toBeLessThanOrEqual(100);
      // Energy agrees with the macronutrients (4 kcal per gram of protein and carbohydrate, 9 of fat) within 25%.
      const computed = 4 * protein + 9 * fat + 4 * carbohydrates;
      expect(Math.abs(energy_kcal - computed), slug).toBeLessThanOrEqual(Math.max(5, computed * 0.25));
    }
    // A roll is mostly seasoned rice: between 100 and 250 kcal per 100 g.
    for (const product of PRODUCTS.filter((p) => p.category === 'rulouri')) {
      expect(product.nutrition.energy_kcal, product.slug).toBeGreaterThan(100);
      expect(product.nutrition.energy_kcal, product.slug).toBeLessThan(250);
    }
  });
});

describeBackends('the demo menu in the API', (t) => {
  it('serves each dish with the allergens and nutrition the seed gave it', async () => {
    const res = await t().request('GET', '/api/products/california-cu-crab');
    expect(res.status).toBe(200);
    const product = (res.json as { data: Product }).data;
    expect(product.allergens).toEqual(bySlug('california-cu-crab').allergens);
    expect(product.allergens.every((code) => (ALLERGENS as readonly string[]).includes(code))).toBe(true);
    expect(product.nutrition).toEqual(bySlug('california-cu-crab').nutrition);
  });
});
