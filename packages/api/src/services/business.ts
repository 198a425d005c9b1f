// The business settings the back office manages: a restaurant's details, hours and closed days; its pause and
// busy switches; delivery areas; contacts, announcements and socials; the order rules. Every write goes
// through `change()` (services/manage.ts): one transaction with its audit entry and the catalog version bump,
// so the public dictionaries show it at once in every process. Routes: routes/manageBusiness.ts.
import { closedDateProblem, hoursProblems, type OrderRules } from '@nori/core';
import { slugify } from '@nori/core/catalog';
import { chisinauIsoDate } from '@nori/core/time';
import { asc, count, eq, inArray, max, notInArray, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { orders, regions, restaurants, settings, socials, type Localized } from '../db/schema';
import { ApiError, type FieldErrors, type Message } from '../http/errors';
import { restaurantScope, type Staff } from './staff';
import { change, diff, requireRestaurant, type Actor, type ManageContext } from './manage';
import {
  ADJUSTABLE_RULES,
  effectiveRules,
  ORDER_RULES_KEY,
  overridesOf,
  storedRulesQuery,
  type RuleOverrides,
} from './orderRules';
import { toBani as bani, toMdl as mdl } from '@nori/core/money';
import type { PauseRequest, RegionRequest, RestaurantPatch, StaffOptions } from '@nori/core/contract';

type RestaurantRow = typeof restaurants.$inferSelect;
type RegionRow = typeof regions.$inferSelect;

// What these calls take is the contract's (@nori/core/contract), declared once there; the routes' schemas are
// checked against it (test/contract.test.ts).
export type { RestaurantPatch };
/** A pause for some minutes from now, until an instant, or (`until: null`) none. */
export type PauseInput = PauseRequest;
export type RegionInput = RegionRequest;
export type OptionsInput = StaffOptions;
export type SocialInput = StaffOptions['socials'][number];

/** A 422 when `fields` holds anything. */
function throwIfAny(fields: FieldErrors) {
  if (Object.keys(fields).length) throw new ApiError(422, 'error.validation', {}, fields);
}

/**
 * What is wrong with opening hours and closed dates beyond their form (zod checked that): a close equal to
 * the open, overlapping intervals, a closed date that is not a date or has passed.
 */
export function scheduleProblems(input: Pick<RestaurantPatch, 'opening_hours' | 'closed_dates'>, today: string) {
  const fields: FieldErrors = Object.create(null) as FieldErrors;
  const add = (field: string, message: Message) => (fields[field] ??= []).push(message);
  for (const p of hoursProblems(input.opening_hours ?? [])) {
    if (p.code === 'sameAsOpen') add(`opening_hours.${p.index}.close`, 'hours.close.sameAsOpen');
    else {
      const entry = input.opening_hours?.[p.index];
      const hours = `${p.with.open}–${p.with.close}`;
      add(
        `opening_hours.${p.index}.open`,
        entry && entry.day === p.with.day
          ? { key: 'hours.overlap.sameDay', params: { hours } }
          : { key: 'hours.overlap.nightBefore', params: { hours } },
      );
    }
  }
  (input.closed_dates ?? []).forEach((date, i) => {
    const problem = closedDateProblem(date, today);
    if (problem === 'invalid') add(`closed_dates.${i}`, 'closedDate.invalid');
    else if (problem === 'past') add(`closed_dates.${i}`, { key: 'closedDate.past', params: { today } });
  });
  return fields;
}

export function createBusinessService(ctx: ManageContext, config: Config) {
  const { db, clock } = ctx;
  const today = () => chisinauIsoDate(clock.now());

  /** A restaurant as the back office edits it: every language, the whole schedule and the switches. */
  const restaurantView = (r: RestaurantRow) => {
    const now = clock.now();
    return {
      id: r.id,
      code: r.code,
      name: r.name,
      address: r.address,
      phone: r.phone,
      lat: r.lat,
      lng: r.lng,
      opening_hours: r.openingHours,
      closed_dates: r.closedDates.filter((d) => d >= today()).sort(),
      paused_until: r.pausedUntil && r.pausedUntil > now ? r.pausedUntil.toISOString() : null,
      busy_minutes: r.busyMinutes,
      auto_accept_minutes: r.autoAcceptMinutes,
    };
  };

  const regionView = (r: RegionRow, ordersCount: number) => ({
    id: r.id,
    code: r.code,
    position: r.position,
    name: r.name,
    restaurant_id: r.restaurantId,
    delivery_fee: mdl(r.deliveryFee),
    min_order: mdl(r.minOrder),
    free_delivery_from: mdl(r.freeDeliveryFrom),
    delivery_minutes: r.deliveryMinutes,
    orders_count: ordersCount,
  });

  async function restaurantRow(tx: Db | Tx, id: number, lock = false): Promise<RestaurantRow> {
    const query = tx.select().from(restaurants).where(eq(restaurants.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new ApiError(404, 'order.restaurant.unknown');
    return row;
  }

  /** Orders per delivery area (any state: an order keeps its area for its history). */
  async function ordersPerRegion(tx: Db | Tx, ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows = await tx
      .select({ regionId: orders.regionId, n: count() })
      .from(orders)
      .where(inArray(orders.regionId, ids))
      .groupBy(orders.regionId);
    return new Map(rows.map((r) => [r.regionId ?? 0, r.n]));
  }

  async function regionRow(tx: Db | Tx, id: number, lock = false): Promise<RegionRow> {
    const query = tx.select().from(regions).where(eq(regions.id, id));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new ApiError(404, 'order.region.unknown');
    return row;
  }

  /** A manager's or operator's restaurants must include `restaurantId` (404 for one that does not exist). */
  async function requireKnownRestaurant(tx: Db | Tx, staff: Staff, restaurantId: number, field?: string) {
    const [row] = await tx.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, restaurantId));
    if (!row) {
      if (field) throw new ApiError(422, 'error.validation', {}, { [field]: ['order.restaurant.unknown'] });
      throw new ApiError(404, 'order.restaurant.unknown');
    }
    requireRestaurant(staff, restaurantId);
  }

  /** A unique area code: the one given (422 when taken), or one made from the Romanian name. */
  async function regionCode(tx: Tx, wanted: string | undefined, name: Localized, exceptId?: number) {
    const taken = new Set(
      (await tx.select({ id: regions.id, code: regions.code }).from(regions))
        .filter((r) => r.id !== exceptId)
        .map((r) => r.code),
    );
    if (wanted) {
      if (taken.has(wanted)) throw new ApiError(422, 'error.validation', {}, { code: ['region.code.taken'] });
      return wanted;
    }
    const base = slugify(name.ro) || 'zona';
    let code = base;
    for (let n = 2; taken.has(code); n++) code = `${base}-${n}`;
    return code;
  }

  /** The contacts, the announcements in every language ('' where none) and the socials. */
  async function options() {
    const [rows, list] = await Promise.all([
      db
        .select()
        .from(settings)
        .where(inArray(settings.key, ['phone', 'email_admin', 'alert_message', 'alert_popup_message'])),
      db.select().from(socials).orderBy(asc(socials.position), asc(socials.id)),
    ]);
    const value = new Map(rows.map((r) => [r.key, r.value]));
    const localized = (v: unknown): Localized => {
      const o = v && typeof v === 'object' ? (v as Partial<Localized>) : {};
      const text = (x: unknown) => (typeof x === 'string' ? x : '');
      // A plain string (a database from before per-language texts) stands for every language.
      if (typeof v === 'string') return { ro: v, ru: v, en: v, uk: v };
      return { ro: text(o.ro), ru: text(o.ru), en: text(o.en), uk: text(o.uk) };
    };
    return {
      phone: String(value.get('phone') ?? ''),
      email_admin: String(value.get('email_admin') ?? ''),
      alert_message: localized(value.get('alert_message')),
      alert_popup_message: localized(value.get('alert_popup_message')),
      socials: list.map((s) => ({ code: s.code, name: s.name, url: s.url, kind: s.kind })),
    };
  }

  return {
    restaurantView,

    /** The restaurants a staff member works for. */
    async restaurants(staff: Staff) {
      const scope = restaurantScope(staff);
      const rows = await db.select().from(restaurants).orderBy(asc(restaurants.id));
      return rows.filter((r) => scope === 'all' || scope.includes(r.id)).map(restaurantView);
    },

    async restaurant(staff: Staff, id: number) {
      const row = await restaurantRow(db, id);
      requireRestaurant(staff, id);
      return restaurantView(row);
    },

    /** Name, address, phone, place, opening hours and closed days (only the fields sent). */
    async updateRestaurant(actor: Actor, id: number, patch: RestaurantPatch) {
      await restaurantRow(db, id);
      requireRestaurant(actor.staff, id);
      throwIfAny(scheduleProblems(patch, today()));
      const closedDates = patch.closed_dates && [...new Set(patch.closed_dates)].sort();
      return change(
        ctx,
        actor,
        { action: 'restaurant.update', targetType: 'restaurant', targetId: id },
        async (tx, _now, note) => {
          const before = await restaurantRow(tx, id, true);
          const next = {
            name: patch.name,
            address: patch.address,
            phone: patch.phone,
            lat: patch.lat,
            lng: patch.lng,
            openingHours: patch.opening_hours,
            closedDates,
            autoAcceptMinutes: patch.auto_accept_minutes,
          };
          note({ details: diff(before, next) });
          const set = Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined));
          // Nothing sent (`{}`): nothing to write, the restaurant as it is.
          const [row] = Object.keys(set).length
            ? await tx.update(restaurants).set(set).where(eq(restaurants.id, id)).returning()
            : [before];
          return restaurantView(row ?? before);
        },
      );
    },

    /**
     * Pauses ordering for some minutes or until an instant (rounded up to the minute), or resumes it. Orders
     * due before the end are refused; later ones are taken.
     */
    async pause(actor: Actor, id: number, input: PauseInput) {
      await restaurantRow(db, id);
      requireRestaurant(actor.staff, id);
      const now = clock.now();
      let until: Date | null = null;
      if ('minutes' in input) until = new Date(now.getTime() + input.minutes * 60_000);
      else if (input.until) {
        until = new Date(input.until);
        if (until <= now) throw new ApiError(422, 'error.validation', {}, { until: ['pause.until.past'] });
        if (until.getTime() > now.getTime() + PAUSE_MAX_DAYS * 86_400_000)
          throw new ApiError(
            422,
            'error.validation',
            {},
            {
              until: [{ key: 'pause.until.tooFar', params: { days: PAUSE_MAX_DAYS } }],
            },
          );
      }
      if (until) until = new Date(Math.ceil(until.getTime() / 60_000) * 60_000);
      return change(
        ctx,
        actor,
        { action: until ? 'restaurant.pause' : 'restaurant.resume', targetType: 'restaurant', targetId: id },
        async (tx, _now, note) => {
          const before = await restaurantRow(tx, id, true);
          note({
            details: { paused_until: [before.pausedUntil?.toISOString() ?? null, until?.toISOString() ?? null] },
          });
          const [row] = await tx
            .update(restaurants)
            .set({ pausedUntil: until })
            .where(eq(restaurants.id, id))
            .returning();
          return restaurantView(row ?? before);
        },
      );
    },

    /** The kitchen is busy: minutes added to every earliest time (0: not busy). */
    async busy(actor: Actor, id: number, minutes: number) {
      await restaurantRow(db, id);
      requireRestaurant(actor.staff, id);
      return change(
        ctx,
        actor,
        { action: 'restaurant.busy', targetType: 'restaurant', targetId: id },
        async (tx, _now, note) => {
          const before = await restaurantRow(tx, id, true);
          note({ details: { busy_minutes: [before.busyMinutes, minutes] } });
          const [row] = await tx
            .update(restaurants)
            .set({ busyMinutes: minutes })
            .where(eq(restaurants.id, id))
            .returning();
          return restaurantView(row ?? before);
        },
      );
    },

    // ----- delivery areas -----

    /** The areas of the staff member's restaurants, in the shop's order, with how many orders each has. */
    async regions(staff: Staff) {
      const scope = restaurantScope(staff);
      const rows = (await db.select().from(regions).orderBy(asc(regions.position), asc(regions.id))).filter(
        (r) => scope === 'all' || scope.includes(r.restaurantId),
      );
      const counts = await ordersPerRegion(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => regionView(r, counts.get(r.id) ?? 0));
    },

    async createRegion(actor: Actor, input: RegionInput) {
      await requireKnownRestaurant(db, actor.staff, input.restaurant_id, 'restaurant_id');
      return change(ctx, actor, { action: 'region.create', targetType: 'region' }, async (tx, _now, note) => {
        const code = await regionCode(tx, input.code, input.name);
        const [{ last } = { last: null }] = await tx.select({ last: max(regions.position) }).from(regions);
        const [row] = await tx
          .insert(regions)
          .values({
            code,
            position: (last ?? -1) + 1,
            name: input.name,
            restaurantId: input.restaurant_id,
            deliveryFee: bani(input.delivery_fee),
            minOrder: bani(input.min_order),
            freeDeliveryFrom: bani(input.free_delivery_from),
            deliveryMinutes: input.delivery_minutes,
          })
          .returning();
        if (!row) throw new Error('region insert returned nothing');
        note({ targetId: row.id, details: { code } });
        return regionView(row, 0);
      });
    },

    async updateRegion(actor: Actor, id: number, patch: Partial<RegionInput>) {
      const current = await regionRow(db, id);
      requireRestaurant(actor.staff, current.restaurantId);
      if (patch.restaurant_id !== undefined)
        await requireKnownRestaurant(db, actor.staff, patch.restaurant_id, 'restaurant_id');
      return change(
        ctx,
        actor,
        { action: 'region.update', targetType: 'region', targetId: id },
        async (tx, _now, note) => {
          const before = await regionRow(tx, id, true);
          const next = {
            code: patch.code === undefined ? undefined : await regionCode(tx, patch.code, before.name, id),
            name: patch.name,
            restaurantId: patch.restaurant_id,
            deliveryFee: patch.delivery_fee === undefined ? undefined : bani(patch.delivery_fee),
            minOrder: patch.min_order === undefined ? undefined : bani(patch.min_order),
            freeDeliveryFrom: patch.free_delivery_from === undefined ? undefined : bani(patch.free_delivery_from),
            deliveryMinutes: patch.delivery_minutes,
          };
          note({ details: diff(before, next) });
          const set = Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined));
          const [row] = Object.keys(set).length
            ? await tx.update(regions).set(set).where(eq(regions.id, id)).returning()
            : [before];
          const counts = await ordersPerRegion(tx, [id]);
          return regionView(row ?? before, counts.get(id) ?? 0);
        },
      );
    },

    /**
     * Deletes an area no order was ever placed in. One with orders stays (they keep their area for their
     * history and receipts): 409, naming how many; change its terms or move it to another restaurant instead.
     */
    async deleteRegion(actor: Actor, id: number) {
      const current = await regionRow(db, id);
      requireRestaurant(actor.staff, current.restaurantId);
      await change(
        ctx,
        actor,
        { action: 'region.delete', targetType: 'region', targetId: id },
        async (tx, _now, note) => {
          // Locked first: an order being placed in this area waits, then fails its reference, never half-made.
          const before = await regionRow(tx, id, true);
          const used = (await ordersPerRegion(tx, [id])).get(id) ?? 0;
          if (used > 0) throw new ApiError(409, 'region.hasOrders', { count: used });
          note({ details: { code: before.code, name: before.name } });
          await tx.delete(regions).where(eq(regions.id, id));
        },
      );
    },

    // ----- contacts, announcements, socials -----

    options,

    /** Replaces the contacts, the announcements (an empty text: none in that language) and the socials. */
    async updateOptions(actor: Actor, input: OptionsInput) {
      const fields: FieldErrors = Object.create(null) as FieldErrors;
      const seen = new Set<string>();
      input.socials.forEach((s, i) => {
        if (seen.has(s.code)) (fields[`socials.${i}.code`] ??= []).push('settings.social.duplicate');
        seen.add(s.code);
      });
      throwIfAny(fields);
      const before = await options();
      return change(
        ctx,
        actor,
        { action: 'settings.options.update', targetType: 'settings', targetId: 'options' },
        async (tx, _now, note) => {
          note({ details: diff(before, input) });
          const values = [
            { key: 'phone', value: input.phone },
            { key: 'email_admin', value: input.email_admin },
            { key: 'alert_message', value: input.alert_message },
            { key: 'alert_popup_message', value: input.alert_popup_message },
          ];
          await tx
            .insert(settings)
            .values(values)
            .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
          // Socials keep their ids by code (the shop keys its links by them); the list's order is its position.
          const codes = input.socials.map((s) => s.code);
          await (codes.length ? tx.delete(socials).where(notInArray(socials.code, codes)) : tx.delete(socials));
          if (input.socials.length) {
            await tx
              .insert(socials)
              .values(input.socials.map((s, position) => ({ ...s, position })))
              .onConflictDoUpdate({
                target: socials.code,
                set: {
                  name: sql`excluded.name`,
                  url: sql`excluded.url`,
                  kind: sql`excluded.kind`,
                  position: sql`excluded.position`,
                },
              });
          }
          return input;
        },
      );
    },

    // ----- order rules -----

    /** The rules in force, what the back office set over the environment, and the environment's own. */
    async orderRules() {
      const [row] = await storedRulesQuery(db);
      return rulesView(config.orderRules, row?.value);
    },

    /** Replaces the overrides: a rule left out or null is the environment's again. */
    async updateOrderRules(actor: Actor, input: Partial<Record<keyof RuleOverrides, number | null>>) {
      const overrides: RuleOverrides = {};
      for (const key of Object.keys(ADJUSTABLE_RULES) as (keyof RuleOverrides)[]) {
        const value = input[key];
        if (typeof value === 'number') overrides[key] = value;
      }
      return change(
        ctx,
        actor,
        { action: 'settings.orderRules.update', targetType: 'settings', targetId: ORDER_RULES_KEY },
        async (tx, _now, note) => {
          const [row] = await storedRulesQuery(tx);
          note({ details: diff(fillNulls(overridesOf(row?.value)), fillNulls(overrides)) });
          if (Object.keys(overrides).length) {
            await tx
              .insert(settings)
              .values({ key: ORDER_RULES_KEY, value: overrides })
              .onConflictDoUpdate({ target: settings.key, set: { value: overrides } });
          } else {
            await tx.delete(settings).where(eq(settings.key, ORDER_RULES_KEY));
          }
          return rulesView(config.orderRules, overrides);
        },
      );
    },
  };
}

/** Every adjustable rule, null where the environment's applies (so the audit shows a rule set back). */
function fillNulls(overrides: RuleOverrides): Record<keyof RuleOverrides, number | null> {
  return {
    lead_minutes: overrides.lead_minutes ?? null,
    max_days_ahead: overrides.max_days_ahead ?? null,
    bonus_spend_max_percent: overrides.bonus_spend_max_percent ?? null,
    bonus_earn_percent: overrides.bonus_earn_percent ?? null,
  };
}

const rulesView = (environment: OrderRules, stored: unknown) => ({
  rules: effectiveRules(environment, stored),
  overrides: fillNulls(overridesOf(stored)),
  environment,
});

/** The longest pause that may be set at once. */
export const PAUSE_MAX_DAYS = 14;

export type BusinessService = ReturnType<typeof createBusinessService>;
