// Offers as the back office manages them (issue 33): list, create, change (a save over a newer version is a
// 409), pause, resume and copy. Every write goes through `change()` (services/manage.ts): one transaction with
// its audit entry and the catalog version bump, so GET /api/offers follows at once in every process. Form is
// the route's zod schemas (routes/manageOffers.ts); what needs the database or the whole offer is checked here
// and answered with 422s naming each field. Owners manage every offer; a manager, the offers limited to
// restaurants of theirs (an offer for every restaurant is the whole business's: the owner's).
import type { OfferBenefitRequest, StaffOffer, StaffOfferPatch, StaffOfferRequest } from '@nori/core/contract';
import { toBani } from '@nori/core/money';
import { isValidCode, MAX_CODE_LENGTH, normalizeCode } from '@nori/core/offerCode';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { categories, offers, orderOffers, orders, products, restaurants, type OfferRow } from '../db/schema';
import { ApiError, type FieldErrors, type Message } from '../http/errors';
import { change, diff, requireRestaurant, type Actor, type ManageContext } from './manage';
import { offerSpec } from './offers';
import { restaurantScope, type Staff } from './staff';

type Columns = Omit<typeof offers.$inferInsert, 'id' | 'version' | 'createdAt' | 'updatedAt'>;

/** An offer as a request would give it whole (a patch is laid over this). */
type Whole = Required<Omit<StaffOfferRequest, 'conditions' | 'limits'>> &
  Pick<StaffOfferRequest, 'conditions' | 'limits'>;

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The columns of an offer given whole: money in bani, times in minutes, the code normalized. */
function columnsOf(offer: Whole): Columns {
  const { benefit } = offer;
  const c = offer.conditions ?? {};
  const l = offer.limits ?? {};
  const target = 'target' in benefit ? benefit.target : null;
  return {
    code: offer.code === null ? null : normalizeCode(offer.code),
    title: offer.title,
    kind: benefit.kind,
    percent: benefit.kind === 'percent' ? benefit.percent : null,
    amount: benefit.kind === 'amount' ? toBani(benefit.amount) : null,
    every: benefit.kind === 'cheapest_free' ? benefit.every : null,
    targetScope: target?.scope ?? null,
    targetIds: target && target.scope !== 'order' ? target.ids : [],
    giftProductId: benefit.kind === 'gift' ? benefit.product_id : null,
    minSubtotal: c.min_subtotal == null ? null : toBani(c.min_subtotal),
    fulfilment: c.fulfilment ?? null,
    restaurantIds: c.restaurant_ids ?? null,
    customers: c.customers ?? null,
    windowWeekdays: c.window ? [...new Set(c.window.weekdays)].sort((a, b) => a - b) : null,
    windowFrom: c.window ? minutesOf(c.window.from) : null,
    windowTo: c.window ? minutesOf(c.window.to) : null,
    startsAt: c.starts_at ? new Date(c.starts_at) : null,
    endsAt: c.ends_at ? new Date(c.ends_at) : null,
    totalUses: l.total_uses ?? null,
    usesPerShopper: l.uses_per_shopper ?? null,
    combinable: offer.combinable,
    withBonuses: offer.with_bonuses,
    active: offer.active,
  };
}

/** A saved offer as a request would give it whole. */
function wholeOf(row: OfferRow): Whole {
  const { benefit, conditions, limits } = offerSpec(row, null);
  const request: OfferBenefitRequest =
    benefit.kind === 'gift' ? { kind: 'gift', product_id: benefit.product_id } : benefit;
  return {
    code: row.code,
    title: row.title,
    benefit: request,
    conditions,
    limits,
    combinable: row.combinable,
    with_bonuses: row.withBonuses,
    active: row.active,
  };
}

/** Whether a database error is the unique index on codes (two saves of one code at once). */
const codeTaken = (error: unknown) => {
  const cause = (error as { cause?: unknown }).cause ?? error;
  return (cause as { code?: string }).code === '23505';
};

export function createOfferAdmin(ctx: ManageContext) {
  const { db } = ctx;

  async function rowOf(tx: Db | Tx, id: number, lock = false): Promise<OfferRow> {
    const query = tx.select().from(offers).where(eq(offers.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new ApiError(404, 'offer.notFound');
    return row;
  }

  /** Offers as the back office shows them: the gift's value now and the uses so far (orders not cancelled). */
  async function views(tx: Db | Tx, rows: OfferRow[]): Promise<StaffOffer[]> {
    const ids = rows.map((r) => r.id);
    const giftIds = rows.flatMap((r) => (r.giftProductId === null ? [] : [r.giftProductId]));
    const [uses, gifts] = await Promise.all([
      ids.length
        ? tx
            .select({ offerId: orderOffers.offerId, n: sql<number>`count(*)::int` })
            .from(orderOffers)
            .innerJoin(orders, eq(orders.id, orderOffers.orderId))
            .where(and(inArray(orderOffers.offerId, ids), ne(orders.status, 'cancelled')))
            .groupBy(orderOffers.offerId)
        : [],
      giftIds.length
        ? tx.select({ id: products.id, price: products.price }).from(products).where(inArray(products.id, giftIds))
        : [],
    ]);
    const usesOf = new Map(uses.map((u) => [u.offerId, u.n]));
    const priceOf = new Map(gifts.map((g) => [g.id, g.price]));
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      title: row.title,
      ...offerSpec(row, row.giftProductId === null ? null : (priceOf.get(row.giftProductId) ?? 0)),
      combinable: row.combinable,
      with_bonuses: row.withBonuses,
      active: row.active,
      version: row.version,
      uses: usesOf.get(row.id) ?? 0,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }));
  }
  const view = async (tx: Db | Tx, row: OfferRow) => (await views(tx, [row]))[0]!;

  /** A manager changes only offers limited to restaurants of theirs (403 otherwise). */
  function requireScope(staff: Staff, restaurantIds: number[] | null) {
    if (restaurantScope(staff) === 'all') return;
    if (restaurantIds === null) throw new ApiError(403, 'staff.forbidden');
    for (const id of restaurantIds) requireRestaurant(staff, id);
  }

  /** What only the database or the whole offer can tell: a code free and well formed, everything named known. */
  async function check(tx: Tx, offer: Whole, columns: Columns, selfId: number | null) {
    const fields: FieldErrors = Object.create(null) as FieldErrors;
    const add = (field: string, message: Message) => (fields[field] ??= []).push(message);
    const { benefit } = offer;
    const c = offer.conditions ?? {};
    const target = 'target' in benefit ? benefit.target : null;
    const [taken, known, gift, places] = await Promise.all([
      columns.code
        ? tx
            .select({ id: offers.id })
            .from(offers)
            .where(and(eq(offers.code, columns.code), selfId === null ? undefined : ne(offers.id, selfId)))
        : [],
      target && target.scope !== 'order' && target.ids.length
        ? target.scope === 'categories'
          ? tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, target.ids))
          : tx.select({ id: products.id }).from(products).where(inArray(products.id, target.ids))
        : [],
      benefit.kind === 'gift'
        ? tx.select({ id: products.id }).from(products).where(eq(products.id, benefit.product_id))
        : [],
      c.restaurant_ids?.length
        ? tx.select({ id: restaurants.id }).from(restaurants).where(inArray(restaurants.id, c.restaurant_ids))
        : [],
    ]);
    if (offer.code !== null && !isValidCode(offer.code)) add('code', 'offer.code.invalid');
    else if (taken.length) add('code', 'offer.code.taken');
    if (target && target.scope !== 'order') {
      const found = new Set(known.map((k) => k.id));
      target.ids.forEach((id, i) => found.has(id) || add(`benefit.target.ids.${i}`, 'offer.target.unknown'));
    }
    if (benefit.kind === 'gift' && !gift.length) add('benefit.product_id', 'offer.gift.unknown');
    const placesFound = new Set(places.map((p) => p.id));
    c.restaurant_ids?.forEach(
      (id, i) => placesFound.has(id) || add(`conditions.restaurant_ids.${i}`, 'order.restaurant.unknown'),
    );
    if (benefit.kind === 'free_delivery' && c.fulfilment === 'pickup')
      add('conditions.fulfilment', 'offer.freeDelivery.pickup');
    if (c.window && c.window.from === c.window.to) add('conditions.window.to', 'offer.window.sameTime');
    if (c.starts_at && c.ends_at && Date.parse(c.starts_at) >= Date.parse(c.ends_at))
      add('conditions.ends_at', 'offer.dates.order');
    if (Object.keys(fields).length) throw new ApiError(422, 'error.validation', {}, fields);
  }

  /** Runs a write that may lose a race for its code to another save: then the code is taken (422). */
  async function saving<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (codeTaken(error)) throw new ApiError(422, 'error.validation', {}, { code: ['offer.code.taken'] });
      throw error;
    }
  }

  async function insert(tx: Tx, offer: Whole, now: Date) {
    const columns = columnsOf(offer);
    await check(tx, offer, columns, null);
    const [row] = await saving(() =>
      tx
        .insert(offers)
        .values({ ...columns, createdAt: now, updatedAt: now })
        .returning(),
    );
    return row!;
  }

  /** A change of a saved offer: version + 1, `updated_at` now. */
  async function save(tx: Tx, before: OfferRow, columns: Partial<Columns>, now: Date) {
    const [row] = await saving(() =>
      tx
        .update(offers)
        .set({ ...columns, version: before.version + 1, updatedAt: now })
        .where(eq(offers.id, before.id))
        .returning(),
    );
    return row!;
  }

  /** A free code for a copy: the original's with 2, 3, … after it (cut to fit). */
  async function freeCode(tx: Tx, code: string) {
    for (let n = 2; ; n++) {
      const candidate = `${code.slice(0, MAX_CODE_LENGTH - String(n).length)}${n}`;
      const [taken] = await tx.select({ id: offers.id }).from(offers).where(eq(offers.code, candidate));
      if (!taken) return candidate;
    }
  }

  const setActive = (actor: Actor, id: number, active: boolean) =>
    change(
      ctx,
      actor,
      { action: active ? 'offer.resume' : 'offer.pause', targetType: 'offer', targetId: id },
      async (tx, now) => {
        const before = await rowOf(tx, id, true);
        requireScope(actor.staff, before.restaurantIds);
        return view(tx, before.active === active ? before : await save(tx, before, { active }, now));
      },
    );

  return {
    async list() {
      return views(db, await db.select().from(offers).orderBy(desc(offers.id)));
    },
    async one(id: number) {
      return view(db, await rowOf(db, id));
    },
    create: (actor: Actor, input: StaffOfferRequest) => {
      requireScope(actor.staff, input.conditions?.restaurant_ids ?? null);
      return change(ctx, actor, { action: 'offer.create', targetType: 'offer' }, async (tx, now, note) => {
        const row = await insert(
          tx,
          {
            ...input,
            code: input.code ?? null,
            combinable: input.combinable ?? true,
            with_bonuses: input.with_bonuses ?? true,
            active: input.active ?? true,
          },
          now,
        );
        note({ targetId: row.id, details: { code: row.code, kind: row.kind, active: row.active } });
        return view(tx, row);
      });
    },
    update: (actor: Actor, id: number, patch: StaffOfferPatch) =>
      change(ctx, actor, { action: 'offer.update', targetType: 'offer', targetId: id }, async (tx, now, note) => {
        const before = await rowOf(tx, id, true);
        if (patch.version !== before.version) throw new ApiError(409, 'catalog.stale');
        const { version: _version, ...fields } = patch;
        void _version;
        const next: Whole = { ...wholeOf(before), ...fields };
        if (fields.code === undefined) next.code = before.code;
        requireScope(actor.staff, before.restaurantIds);
        requireScope(actor.staff, next.conditions?.restaurant_ids ?? null);
        const columns = columnsOf(next);
        await check(tx, next, columns, before.id);
        const after = await save(tx, before, columns, now);
        note({ details: diff(wholeOf(before), wholeOf(after)) });
        return view(tx, after);
      }),
    pause: (actor: Actor, id: number) => setActive(actor, id, false),
    resume: (actor: Actor, id: number) => setActive(actor, id, true),
    /** A paused copy: with the code given, or the original's with a number after it, or none (`code: null`). */
    copy: (actor: Actor, id: number, input: { code?: string | null | undefined }) =>
      change(ctx, actor, { action: 'offer.copy', targetType: 'offer' }, async (tx, now, note) => {
        const original = await rowOf(tx, id);
        requireScope(actor.staff, original.restaurantIds);
        const code =
          input.code !== undefined ? input.code : original.code === null ? null : await freeCode(tx, original.code);
        const row = await insert(tx, { ...wholeOf(original), code, active: false }, now);
        note({ targetId: row.id, details: { from: id, code: row.code } });
        return view(tx, row);
      }),
  };
}

export type OfferAdmin = ReturnType<typeof createOfferAdmin>;
