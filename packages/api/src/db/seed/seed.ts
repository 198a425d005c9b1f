// Seeds the demo business on first start. Idempotent and safe when several processes start at once:
// the first transaction to claim the `seed_version` setting seeds; the others see it and skip.

import type { Db } from '../client';
import {
  categories,
  legacyAliases,
  modifiers,
  orderTypes,
  paymentTypes,
  productModifiers,
  products,
  promotions,
  regions,
  restaurants,
  settings,
  socials,
} from '../schema';
import { ORDER_TYPES, PAYMENT_TYPES, PROMOTIONS, REGIONS, RESTAURANTS, SETTINGS, SOCIALS } from './business';
import { CATEGORIES, MODIFIERS, PRODUCTS } from './catalog';
import { toBani } from '@nori/core/money';

export const SEED_VERSION = 1;
/** Each product keeps its current legacy id plus this many older ids from the previous storefront. */
const OLD_IDS_PER_PRODUCT = 4;

/** A small deterministic PRNG, so every install gets the same legacy ids. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function seed(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(settings)
      .values({ key: 'seed_version', value: SEED_VERSION })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;

    const modifierRows = await tx
      .insert(modifiers)
      .values(MODIFIERS.map((m) => ({ code: m.code, name: m.name, price: toBani(m.price) })))
      .returning();
    const modifierId = new Map(modifierRows.map((m) => [m.code, m.id]));

    const categoryRows = await tx
      .insert(categories)
      .values(CATEGORIES.map((c, position) => ({ slug: c.slug, name: c.name, illustration: c.illustration, position })))
      .returning();
    const categoryBySlug = new Map(categoryRows.map((c) => [c.slug, c]));

    const random = mulberry32(20_190_412);
    const tildaId = () => 400_000_000_000 + Math.floor(random() * 199_999_999_999);
    const used = new Set<number>();
    const freshId = () => {
      let id = tildaId();
      while (used.has(id)) id = tildaId();
      used.add(id);
      return id;
    };

    const productRows = await tx
      .insert(products)
      .values(
        PRODUCTS.map((p, index) => {
          const category = categoryBySlug.get(p.category);
          if (!category) throw new Error(`unknown category ${p.category}`);
          return {
            slug: p.slug,
            legacyId: freshId(),
            categoryId: category.id,
            position: index,
            name: p.name,
            description: p.description,
            price: toBani(p.price),
            weight: p.weight,
            weightUnit: p.unit,
            tags: p.tags,
            allergens: p.allergens,
            nutrition: p.nutrition,
          };
        }),
      )
      .returning();

    const links = productRows.flatMap((product) => {
      const category = CATEGORIES.find((c) => categoryBySlug.get(c.slug)?.id === product.categoryId);
      return (category?.modifiers ?? []).map((code) => {
        const id = modifierId.get(code);
        if (id === undefined) throw new Error(`unknown modifier ${code}`);
        return { productId: product.id, modifierId: id };
      });
    });
    if (links.length) await tx.insert(productModifiers).values(links);

    await tx
      .insert(legacyAliases)
      .values(
        productRows.flatMap((product) => [
          { legacyId: product.legacyId ?? freshId(), productId: product.id },
          ...Array.from({ length: OLD_IDS_PER_PRODUCT }, () => ({ legacyId: freshId(), productId: product.id })),
        ]),
      );

    await tx.insert(promotions).values(PROMOTIONS.map((p, position) => ({ ...p, position })));

    const restaurantRows = await tx.insert(restaurants).values(RESTAURANTS).returning();
    const restaurantId = new Map(restaurantRows.map((r) => [r.code, r.id]));
    await tx.insert(regions).values(
      REGIONS.map((r, position) => ({
        code: r.code,
        position,
        name: r.name,
        restaurantId: restaurantId.get(r.restaurant) ?? 0,
        deliveryFee: toBani(r.fee),
        minOrder: toBani(r.min),
        freeDeliveryFrom: toBani(r.free),
        deliveryMinutes: r.minutes,
      })),
    );

    await tx.insert(paymentTypes).values(PAYMENT_TYPES.map((p, position) => ({ ...p, position })));
    await tx.insert(orderTypes).values(ORDER_TYPES.map((o, position) => ({ ...o, position })));
    await tx.insert(socials).values(SOCIALS.map((s, position) => ({ ...s, position })));
    await tx
      .insert(settings)
      .values([
        ...Object.entries(SETTINGS).map(([key, value]) => ({ key, value })),
        { key: 'catalog_version', value: 1 },
      ])
      .onConflictDoNothing();
    return true;
  });
}
