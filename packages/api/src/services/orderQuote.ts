// Prices and checks an order from the database, inside the caller's transaction: products and their
// allowed modifiers, where it is made (delivery area or restaurant), payment type, time (as soon as
// possible while open and not paused, or a slot within hours, not on a closed date or in a pause, lead time
// plus busy minutes and horizon), minimum order, offers (the automatic ones and the promo code, by
// services/offers.ts on @nori/core/offers), bonuses (capped on the goods after offers), and the contact phone
// (the sign-in rule: a mobile number of a country in SMS_COUNTRY_CODES), against the order rules in force
// (services/orderRules.ts). Every problem is collected, then thrown as one 422 naming each field.
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
import { bonusCapAfterOffers, type OfferLine } from '@nori/core/offers';
import { offerCandidates, priceOffers, type OfferPricing } from './offers';
import { effectiveRules, storedRulesColumn } from './orderRules';
import { orderTimeProblem } from './orderTime';
import type { User } from './users';
import { toBani, toMdl } from '@nori/core/money';
import { normalizeCode } from '@nori/core/offerCode';
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
  // The offers it may meet come in the same batch: the active automatic ones and the code's.
  const code = input.promo_code?.trim() ? input.promo_code : null;
  const [found, stops, links, allModifiers, [paymentType], [where], candidates] = await Promise.all([
    tx.select().from(products).where(inArray(products.id, productIds)),
    tx.select().from(stopList).where(inArray(stopList.productId, productIds)),
    tx.select().from(productModifiers).where(inArray(productModifiers.productId, productIds)),
    tx.select().from(modifiersTable),
    tx.select().from(paymentTypes).where(eq(paymentTypes.code, input.payment_type)),
    place,
    offerCandidates(tx, code === null ? null : normalizeCode(code), now),
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

  const lines: (OfferLine & { item: Omit<typeof orderItems.$inferInsert, 'orderId'> })[] = [];
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
    const line: LineInput = { price: product.price, quantity: item.quantity, modifiers: chosen };
    lines.push({
      ...line,
      productId: product.id,
      categoryId: product.categoryId,
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
  const wholeCart = lines.length === input.items.length;
  if (delivery && wholeCart && priced.subtotal < delivery.minOrder) {
    problems.add('items', { key: 'order.minOrder', params: { amount: toMdl(delivery.minOrder) } });
  }
  // Offers, once the goods and the place are known: a code that does not apply refuses the order with its
  // reason. Limited offers are locked here, in the order's transaction, before their uses are counted.
  let offers: OfferPricing | null = null;
  if (wholeCart && restaurant) {
    offers = await priceOffers(tx, {
      candidates,
      code,
      lines,
      fulfilment: input.order_type,
      restaurantId: restaurant.id,
      deliveryFee: priced.deliveryFee,
      shopper: { userId: user?.id ?? null, phones: [...new Set([input.contact.phone, ...(user ? [user.phone] : [])])] },
      now,
      lock: true,
    });
    if (offers.code) problems.add('promo_code', offers.code.message);
  }
  if (bonuses > 0) {
    if (!user) problems.add('bonuses', 'order.bonuses.guest');
    else if (offers && !offers.outcome.bonusesAllowed) problems.add('bonuses', 'offer.noBonuses');
    else {
      // On the goods after offers (core's bonusCapAfterOffers); the balance is checked apart, for its own message.
      const max = offers
        ? bonusCapAfterOffers(priced.subtotal, offers.outcome, rules.bonus_spend_max_percent, Number.MAX_SAFE_INTEGER)
        : maxBonusesFor(priced.subtotal, rules.bonus_spend_max_percent, Number.MAX_SAFE_INTEGER);
      if (bonuses > max) problems.add('bonuses', { key: 'order.bonuses.tooMany', params: { max: toMdl(max) } });
      else if (bonuses > user.bonusBalance) problems.add('bonuses', 'order.bonuses.insufficient');
    }
  }
  const phone = phoneRefusal(input.contact.phone, rules.phone_country_codes);
  if (phone) problems.add('contact.phone', phone);
  problems.throwIfAny();
  if (!restaurant || !offers) throw new Error('unreachable: restaurant and goods checked above');
  const { outcome } = offers;
  // The gifts, as lines at 0 after the lines ordered (a dish checked on the menu there by priceOffers).
  const giftIds = outcome.gifts.map((g) => g.productId);
  const giftRows = giftIds.length ? await tx.select().from(products).where(inArray(products.id, giftIds)) : [];
  const gifts = outcome.gifts.flatMap(({ productId }) => {
    const product = giftRows.find((p) => p.id === productId);
    return product
      ? [
          {
            productId,
            slug: product.slug,
            name: product.name,
            unitPrice: 0,
            quantity: 1,
            modifiers: [],
            lineTotal: 0,
          },
        ]
      : [];
  });
  const applied = outcome.applied.map((a, position) => {
    const row = offers.byId.get(a.offerId)!.row;
    return {
      offerId: a.offerId,
      position,
      code: row.code,
      title: row.title,
      discount: a.discount,
      deliveryDiscount: a.deliveryDiscount,
      giftProductId: a.giftProductId,
    };
  });
  return {
    lines,
    gifts,
    applied,
    priced: {
      ...priced,
      discount: outcome.discount,
      deliveryDiscount: outcome.deliveryDiscount,
      // subtotal − discount + (fee − delivery discount) − bonuses: never below 0, the bonuses being capped on
      // the goods after offers.
      total: priced.total - outcome.discount - outcome.deliveryDiscount,
    },
    restaurant,
    region,
    scheduledAt,
  };
}
