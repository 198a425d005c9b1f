// Prices and checks an order from the database, inside the caller's transaction: products and their
// allowed modifiers, where it is made (delivery area or restaurant), payment type, time (as soon as
// possible while open and not paused, or a slot within hours, not on a closed date or in a pause, lead time
// plus busy minutes and horizon), minimum order, bonuses, and the contact phone (the sign-in rule: a mobile
// number of a country in SMS_COUNTRY_CODES), against the order rules in force (services/orderRules.ts).
// Every problem is collected, then thrown as one 422 naming each field.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Tx } from '../db/client';
import {
  modifiers as modifiersTable,
  type orderItems,
  paymentTypes,
  productModifiers,
  products,
  regions,
  restaurants,
  stopList,
  type OrderItemModifier,
} from '../db/schema';
import { ApiError, type FieldErrors, type Message } from '../http/errors';
import { phoneRefusal } from '../http/phone';
import { lineTotal, maxBonusesFor, quote, type LineInput } from '@nori/core';
import { effectiveRules, storedRulesColumn } from './orderRules';
import { orderTimeProblem } from './orderTime';
import type { User } from './users';
import { toBani, toMdl } from '@nori/core/money';
import type { OrderLineRequest, OrderRequest } from '@nori/core/contract';

/**
 * An order as the route validated it (OrderRequestSchema): the contract's OrderRequest with its defaults
 * filled in (no bonuses is 0, a line without extras has none).
 */
export type OrderInput = Omit<OrderRequest, 'items' | 'bonuses'> & {
  items: Required<OrderLineRequest>[];
  /** MDL */
  bonuses: number;
};

class Problems {
  fields: FieldErrors = Object.create(null) as FieldErrors;
  add(field: string, message: Message) {
    (this.fields[field] ??= []).push(message);
  }
  throwIfAny() {
    if (Object.keys(this.fields).length) throw new ApiError(422, 'error.validation', {}, this.fields);
  }
}

/** Prices and checks an order inside the caller's transaction; throws a 422 listing every problem. */
export async function quoteOrder(tx: Tx, config: Config, user: User | null, input: OrderInput, now: Date) {
  const problems = new Problems();
  const productIds = [...new Set(input.items.map((i) => i.product_id))];
  // One batch (postgres.js pipelines it on the transaction's connection): the dishes, their extras, the
  // payment type, and where the order is made — the delivery area with its restaurant, or the restaurant —
  // with the order rules in force (the back office's over the environment's, services/orderRules.ts).
  const place =
    input.order_type === 'delivery'
      ? input.region_id
        ? tx
            .select({ region: regions, restaurant: restaurants, storedRules: storedRulesColumn })
            .from(regions)
            .innerJoin(restaurants, eq(restaurants.id, regions.restaurantId))
            .where(eq(regions.id, input.region_id))
        : Promise.resolve([])
      : input.restaurant_id
        ? tx
            .select({ region: sql<null>`null`, restaurant: restaurants, storedRules: storedRulesColumn })
            .from(restaurants)
            .where(eq(restaurants.id, input.restaurant_id))
        : Promise.resolve([]);
  const [found, stops, links, allModifiers, [paymentType], [where]] = await Promise.all([
    tx.select().from(products).where(inArray(products.id, productIds)),
    tx.select().from(stopList).where(inArray(stopList.productId, productIds)),
    tx.select().from(productModifiers).where(inArray(productModifiers.productId, productIds)),
    tx.select().from(modifiersTable),
    tx.select().from(paymentTypes).where(eq(paymentTypes.code, input.payment_type)),
    place,
  ]);
  // Without a place the order is refused anyway (region or restaurant unknown): the environment's rules do.
  const rules = effectiveRules(config.orderRules, where?.storedRules);
  const productById = new Map(found.map((p) => [p.id, p]));
  const modifierById = new Map(allModifiers.map((m) => [m.id, m]));
  // Where the order is made, and what delivery costs.
  const restaurant: typeof restaurants.$inferSelect | undefined = where?.restaurant;
  const region: typeof regions.$inferSelect | undefined = where?.region ?? undefined;
  // A draft, or a dish on the stop-list of the restaurant that would cook it (read in this transaction,
  // so a dish taken off a second ago is refused).
  const stopped = new Set(stops.filter((s) => s.restaurantId === restaurant?.id).map((s) => s.productId));

  const lines: (LineInput & { item: Omit<typeof orderItems.$inferInsert, 'orderId'> })[] = [];
  input.items.forEach((item, i) => {
    const product = productById.get(item.product_id);
    if (!product || !product.published || stopped.has(product.id)) {
      problems.add(`items.${i}.product_id`, product?.published ? 'order.product.stopped' : 'order.product.unavailable');
      return;
    }
    const chosen: OrderItemModifier[] = [];
    item.modifiers.forEach((m, j) => {
      const modifier = modifierById.get(m.id);
      const allowed = links.some((l) => l.productId === product.id && l.modifierId === m.id);
      if (!modifier || !allowed) return problems.add(`items.${i}.modifiers.${j}.id`, 'order.modifier.invalid');
      chosen.push({ id: modifier.id, name: modifier.name, price: modifier.price, quantity: m.quantity });
    });
    const line = { price: product.price, quantity: item.quantity, modifiers: chosen };
    lines.push({
      ...line,
      item: {
        productId: product.id,
        slug: product.slug,
        name: product.name,
        unitPrice: product.price,
        quantity: item.quantity,
        modifiers: chosen,
        lineTotal: lineTotal(line),
      },
    });
  });

  if (input.order_type === 'delivery') {
    if (!input.region_id) problems.add('region_id', 'order.region.required');
    else if (!region) problems.add('region_id', 'order.region.unknown');
    if (!input.address) problems.add('address', 'order.address.required');
  } else {
    if (!input.restaurant_id) problems.add('restaurant_id', 'order.restaurant.required');
    else if (!restaurant) problems.add('restaurant_id', 'order.restaurant.unknown');
  }

  if (!paymentType) problems.add('payment_type', 'order.payment.unknown');
  else if (input.payment_type === 'card_courier' && input.order_type === 'pickup') {
    problems.add('payment_type', 'order.payment.notAllowed');
  }

  // When: as soon as possible while open and not paused, or a slot within the day's intervals (not on a
  // closed date, not before a pause ends), the lead time plus the kitchen's busy minutes from now, within
  // the horizon (services/orderTime.ts on @nori/core's schedule rules).
  const scheduledAt = input.scheduled_at ? new Date(input.scheduled_at) : null;
  if (restaurant) {
    const problem = orderTimeProblem(restaurant, scheduledAt, now, rules);
    if (problem) problems.add('scheduled_at', problem);
  }

  const delivery = region
    ? { fee: region.deliveryFee, freeFrom: region.freeDeliveryFrom, minOrder: region.minOrder }
    : null;
  const bonuses = toBani(input.bonuses);
  const priced = quote(lines, delivery, bonuses);
  if (delivery && lines.length === input.items.length && priced.subtotal < delivery.minOrder) {
    problems.add('items', { key: 'order.minOrder', params: { amount: toMdl(delivery.minOrder) } });
  }
  if (bonuses > 0) {
    if (!user) problems.add('bonuses', 'order.bonuses.guest');
    else {
      const max = maxBonusesFor(priced.subtotal, rules.bonus_spend_max_percent, Number.MAX_SAFE_INTEGER);
      if (bonuses > max) problems.add('bonuses', { key: 'order.bonuses.tooMany', params: { max: toMdl(max) } });
      else if (bonuses > user.bonusBalance) problems.add('bonuses', 'order.bonuses.insufficient');
    }
  }
  const phone = phoneRefusal(input.contact.phone, rules.phone_country_codes);
  if (phone) problems.add('contact.phone', phone);
  problems.throwIfAny();
  if (!restaurant) throw new Error('unreachable: restaurant checked above');
  return { lines, priced, restaurant, region, scheduledAt };
}
