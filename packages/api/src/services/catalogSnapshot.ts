// Reads the catalog and dictionaries from the database into one in-memory snapshot.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  categories,
  legacyAliases,
  modifiers,
  orderTypes,
  paymentTypes,
  productModifiers,
  products,
  productSlugRedirects,
  promotionProducts,
  promotions,
  regions,
  restaurants,
  settings,
  socials,
  stopList,
} from '../db/schema';

/**
 * Everything the storefront reads about the catalog and the business, in one consistent read. Drafts
 * (unpublished products and promotions) are left out: the shop never sees them; the management API reads
 * the tables itself.
 */
export async function loadSnapshot(db: Db) {
  const [cats, prods, mods, links, promos, rests, regs, pays, types, soc, sets, aliases, stops, redirects, promoLinks] =
    await Promise.all([
      db.select().from(categories).orderBy(asc(categories.position)),
      db.select().from(products).where(eq(products.published, true)).orderBy(asc(products.position), asc(products.id)),
      db.select().from(modifiers).orderBy(asc(modifiers.id)),
      db.select().from(productModifiers).orderBy(asc(productModifiers.position), asc(productModifiers.modifierId)),
      db.select().from(promotions).where(eq(promotions.published, true)).orderBy(asc(promotions.position)),
      db.select().from(restaurants).orderBy(asc(restaurants.id)),
      db.select().from(regions).orderBy(asc(regions.position)),
      db.select().from(paymentTypes).orderBy(asc(paymentTypes.position)),
      db.select().from(orderTypes).orderBy(asc(orderTypes.position)),
      db.select().from(socials).orderBy(asc(socials.position)),
      db.select().from(settings),
      db
        .select({ legacyId: legacyAliases.legacyId, slug: products.slug })
        .from(legacyAliases)
        .innerJoin(products, eq(products.id, legacyAliases.productId))
        .orderBy(asc(legacyAliases.legacyId)),
      db.select({ restaurantId: stopList.restaurantId, productId: stopList.productId }).from(stopList),
      db
        .select({ slug: productSlugRedirects.slug, productId: productSlugRedirects.productId })
        .from(productSlugRedirects),
      db.select().from(promotionProducts).orderBy(asc(promotionProducts.position)),
    ]);
  const modifierById = new Map(mods.map((m) => [m.id, m]));
  const modifiersOf = new Map<number, (typeof mods)[number][]>();
  // Links come in the product's own order (position).
  for (const link of links) {
    const m = modifierById.get(link.modifierId);
    if (m) modifiersOf.set(link.productId, [...(modifiersOf.get(link.productId) ?? []), m]);
  }
  /** Restaurant ids whose stop-list holds a product, ascending. */
  const stoppedAt = new Map<number, number[]>();
  for (const stop of stops)
    stoppedAt.set(stop.productId, [...(stoppedAt.get(stop.productId) ?? []), stop.restaurantId]);
  for (const list of stoppedAt.values()) list.sort((a, b) => a - b);
  const productIdsOf = new Map<number, number[]>();
  for (const link of promoLinks)
    productIdsOf.set(link.promotionId, [...(productIdsOf.get(link.promotionId) ?? []), link.productId]);
  return {
    categories: cats,
    products: prods,
    modifiersOf,
    stoppedAt,
    /** An earlier slug → the product now behind it. */
    redirects: new Map(redirects.map((r) => [r.slug, r.productId])),
    promotions: promos.map((p) => ({ ...p, productIds: productIdsOf.get(p.id) ?? [] })),
    restaurants: rests,
    regions: regs,
    paymentTypes: pays,
    orderTypes: types,
    socials: soc,
    settings: new Map(sets.map((s) => [s.key, s.value])),
    aliases,
  };
}

export type Snapshot = Awaited<ReturnType<typeof loadSnapshot>>;
