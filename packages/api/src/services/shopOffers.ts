// What the shop reads about offers: the automatic offers in force (GET /api/offers), for it to price the cart
// with @nori/core/offers as the API will, and a cart checked as an order would be (POST /api/offers/check):
// the offers it gets, a code's refusal in the shopper's words, the nudges, the bonuses it may spend. Both
// read the catalog snapshot (dishes, extras, areas, the stop-list), which follows every change at once, and
// the offers from the database; a check locks and writes nothing.
import { deliveryFeeFor, subtotalOf, type DeliveryTerms } from '@nori/core';
import type { OfferCheck, OfferCheckRequest, PublicOffer } from '@nori/core/contract';
import { toMdl } from '@nori/core/money';
import { normalizeCode } from '@nori/core/offerCode';
import { bonusCapAfterOffers, type OfferLine } from '@nori/core/offers';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { fieldError, messageText } from '../http/errors';
import type { Locale } from '../i18n';
import type { CatalogService } from './catalog';
import type { Clock } from './clock';
import { offerCandidates, offerSpec, priceOffers } from './offers';
import { effectiveRules, ORDER_RULES_KEY } from './orderRules';
import type { User } from './users';

/** A check as the route validated it: a line without extras has none. */
export type OfferCheckInput = Omit<OfferCheckRequest, 'items'> & {
  items: Required<OfferCheckRequest['items'][number]>[];
};

export function createShopOffers(db: Db, clock: Clock, config: Config, catalog: CatalogService) {
  return {
    /** The automatic offers not paused and not over (a gift only while its dish is on the menu). */
    async list(locale: Locale): Promise<PublicOffer[]> {
      const candidates = await offerCandidates(db, null, clock.now());
      return candidates
        .filter((c) => c.row.kind !== 'gift' || c.gift?.published)
        .map(({ row, gift }) => {
          const { benefit, conditions } = offerSpec(row, gift?.price ?? null);
          return {
            id: row.id,
            title: row.title[locale],
            benefit,
            conditions,
            combinable: row.combinable,
            with_bonuses: row.withBonuses,
          };
        });
    },

    /**
     * The cart as an order would be priced: lines the order would refuse (a dish off the menu or stopped there,
     * an extra it does not offer) are left out; an unknown area or restaurant is a 422. A guest is neither new nor
     * returning yet (the order decides, by the phone it gives).
     */
    async check(user: User | null, input: OfferCheckInput, locale: Locale): Promise<OfferCheck> {
      const now = clock.now();
      const s = await catalog.get();
      let restaurantId: number | null = null;
      let delivery: DeliveryTerms = null;
      if (input.order_type === 'delivery' && input.region_id) {
        const region = s.regions.find((r) => r.id === input.region_id);
        if (!region) throw fieldError('region_id', 'order.region.unknown');
        restaurantId = region.restaurantId;
        delivery = { fee: region.deliveryFee, freeFrom: region.freeDeliveryFrom, minOrder: region.minOrder };
      } else if (input.order_type === 'pickup' && input.restaurant_id) {
        if (!s.restaurants.some((r) => r.id === input.restaurant_id))
          throw fieldError('restaurant_id', 'order.restaurant.unknown');
        restaurantId = input.restaurant_id;
      }

      const productById = new Map(s.products.map((p) => [p.id, p]));
      const lines: OfferLine[] = input.items.flatMap((item) => {
        const product = productById.get(item.product_id);
        if (!product || (restaurantId !== null && s.stoppedAt.get(product.id)?.includes(restaurantId))) return [];
        const offered = new Map((s.modifiersOf.get(product.id) ?? []).map((m) => [m.id, m]));
        if (item.modifiers.some((m) => !offered.has(m.id))) return [];
        const modifiers = item.modifiers.map((m) => ({ price: offered.get(m.id)!.price, quantity: m.quantity }));
        return [
          {
            productId: product.id,
            categoryId: product.categoryId,
            price: product.price,
            quantity: item.quantity,
            modifiers,
          },
        ];
      });
      const subtotal = subtotalOf(lines);
      const deliveryFee = deliveryFeeFor(subtotal, delivery);
      const code = input.promo_code?.trim() ? input.promo_code : null;
      const pricing = await priceOffers(db, {
        candidates: await offerCandidates(db, code === null ? null : normalizeCode(code), now),
        code,
        lines,
        fulfilment: input.order_type,
        restaurantId,
        deliveryFee,
        shopper: user ? { userId: user.id, phones: [user.phone] } : null,
        now,
        lock: false,
      });
      const { outcome } = pricing;
      const titleOf = (id: number) => pricing.byId.get(id)?.row.title[locale] ?? '';
      const rules = effectiveRules(config.orderRules, s.settings.get(ORDER_RULES_KEY));
      return {
        subtotal: toMdl(subtotal),
        delivery_fee: toMdl(deliveryFee),
        discount: toMdl(outcome.discount),
        delivery_discount: toMdl(outcome.deliveryDiscount),
        offers: outcome.applied.map((a) => ({
          id: a.offerId,
          code: a.code,
          title: titleOf(a.offerId),
          discount: toMdl(a.discount),
          delivery_discount: toMdl(a.deliveryDiscount),
          gift_product_id: a.giftProductId,
        })),
        promo_code:
          code === null
            ? null
            : pricing.code
              ? {
                  code: pricing.code.code,
                  applied: false,
                  reason: pricing.code.reason,
                  message: messageText(locale, pricing.code.message),
                }
              : { code: normalizeCode(code), applied: true, reason: null, message: null },
        nudges: pricing.nudges.map((n) => ({
          offer_id: n.offer.id,
          title: titleOf(n.offer.id),
          missing: toMdl(n.missing),
        })),
        bonuses_allowed: outcome.bonusesAllowed,
        bonuses_max: user
          ? toMdl(bonusCapAfterOffers(subtotal, outcome, rules.bonus_spend_max_percent, user.bonusBalance))
          : 0,
      };
    },
  };
}

export type ShopOffers = ReturnType<typeof createShopOffers>;
