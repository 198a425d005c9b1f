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
  promotions,
  regions,
  restaurants,
  settings,
  socials,
} from '../db/schema';

/** Everything the storefront reads about the catalog and the business, in one consistent read. */
export async function loadSnapshot(db: Db) {
  const [cats, prods, mods, links, promos, rests, regs, pays, types, soc, sets, aliases] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position)),
    db.select().from(products).orderBy(asc(products.position)),
    db.select().from(modifiers).orderBy(asc(modifiers.id)),
    db.select().from(productModifiers),
    db.select().from(promotions).orderBy(asc(promotions.position)),
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
  ]);
  const modifierById = new Map(mods.map((m) => [m.id, m]));
  const modifiersOf = new Map<number, (typeof mods)[number][]>();
  for (const link of links) {
    const m = modifierById.get(link.modifierId);
    if (m) modifiersOf.set(link.productId, [...(modifiersOf.get(link.productId) ?? []), m]);
  }
  for (const list of modifiersOf.values()) list.sort((a, b) => a.id - b.id);
  return {
    categories: cats,
    products: prods,
    modifiersOf,
    promotions: promos,
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
