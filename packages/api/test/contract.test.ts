// The contract types (@nori/core/contract) must match the server's schemas: the type assertions below stop
// `tsc` when they drift, and the runtime checks parse real responses with the documented schemas.
import { expect, it } from 'vitest';
import type { z } from 'zod';
import type * as C from '@nori/core/contract';
import {
  type CategorySchema,
  CategoryWithProductsSchema,
  type ProductSchema,
  PromotionSchema,
} from '../src/routes/catalog';
import {
  type OrderRulesSchema,
  type OrderTypeSchema,
  type PaymentTypeSchema,
  RegionSchema,
  RestaurantSchema,
  type SocialSchema,
} from '../src/routes/dictionaries';
import {
  type OptionsInput,
  type OptionsSchema,
  type RegionInput,
  type RestaurantPatchInput,
  type RulesInput,
  type RulesSchema,
  type StaffRegionSchema,
  type StaffRestaurantSchema,
} from '../src/routes/manageBusiness';
import {
  type CategoryInputSchema,
  type ModifierInputSchema,
  type OrderInput,
  type ProductInputSchema,
  type ProductPatchSchema,
  type PromotionInputSchema,
  type PromotionPatchSchema,
  type StaffCategorySchema,
  type StaffModifierSchema,
  type StaffProductSchema,
  type StaffPromotionSchema,
  type StopEntry,
} from '../src/routes/manageCatalog';
import { type AddressSchema, type OrderRequestSchema, OrderSchema } from '../src/routes/orders';
import {
  type StaffOfferCopyInput,
  type StaffOfferInput,
  type StaffOfferPatchInput,
  type StaffOfferSchema,
} from '../src/routes/manageOffers';
import { type OfferCheckRequestSchema, type OfferCheckSchema, type PublicOfferSchema } from '../src/routes/offers';
import { ProfileSchema } from '../src/routes/profile';
import { type Session, type StaffOrderSchema, type StaffSchema } from '../src/routes/staff';
import {
  type AuditEntrySchema,
  type MemberInput,
  type MemberPatchInput,
  type MemberRowSchema,
  type OfferReportSchema,
  type ReportSchema,
} from '../src/routes/staffAdmin';
import { type StaffStreamMessageSchema } from '../src/routes/streams';
import { catalogIds, describeBackends, placeOrder } from './helpers';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(verdict: Same<A, B>) => verdict;

// Each line fails to compile when the contract and the schema disagree.
export const contractMatches = [
  same<z.infer<typeof ProductSchema>, C.Product>(true),
  same<z.infer<typeof CategorySchema>, C.Category>(true),
  same<z.infer<typeof CategoryWithProductsSchema>, C.CategoryWithProducts>(true),
  same<z.infer<typeof PromotionSchema>, C.Promotion>(true),
  same<z.infer<typeof ProfileSchema>, C.Profile>(true),
  same<z.infer<typeof RegionSchema>, C.Region>(true),
  same<z.infer<typeof RestaurantSchema>, C.Restaurant>(true),
  same<z.infer<typeof SocialSchema>, C.Social>(true),
  same<z.infer<typeof PaymentTypeSchema>, C.PaymentType>(true),
  same<z.infer<typeof OrderTypeSchema>, C.OrderType>(true),
  same<z.infer<typeof OrderRulesSchema>, C.OrderRules>(true),
  same<z.infer<typeof AddressSchema>, C.Address>(true),
  same<z.input<typeof OrderRequestSchema>, C.OrderRequest>(true),
  same<z.infer<typeof OrderSchema>, C.Order>(true),
  same<z.infer<typeof StaffRestaurantSchema>, C.StaffRestaurant>(true),
  same<z.infer<typeof MemberRowSchema>, C.StaffMemberRow>(true),
  same<z.input<typeof MemberInput>, C.StaffMemberRequest>(true),
  same<z.input<typeof MemberPatchInput>, C.StaffMemberPatch>(true),
  same<z.infer<typeof AuditEntrySchema>, C.AuditEntry>(true),
  same<z.infer<typeof ReportSchema>, C.StaffReport>(true),
  same<z.input<typeof RestaurantPatchInput>, C.RestaurantPatch>(true),
  same<z.infer<typeof StaffRegionSchema>, C.StaffRegion>(true),
  same<z.input<typeof RegionInput>, C.RegionRequest>(true),
  same<z.infer<typeof OptionsSchema>, C.StaffOptions>(true),
  same<z.input<typeof OptionsInput>, C.StaffOptions>(true),
  same<z.input<typeof RulesInput>, C.OrderRulesRequest>(true),
  same<z.infer<typeof RulesSchema>, C.StaffOrderRules>(true),
  same<z.infer<typeof StaffProductSchema>, C.StaffProduct>(true),
  same<z.input<typeof ProductInputSchema>, C.ProductRequest>(true),
  same<z.input<typeof ProductPatchSchema>, C.ProductPatch>(true),
  same<z.infer<typeof StaffCategorySchema>, C.StaffCategory>(true),
  same<z.input<typeof CategoryInputSchema>, C.CategoryRequest>(true),
  same<z.infer<typeof StaffModifierSchema>, C.StaffModifier>(true),
  same<z.input<typeof ModifierInputSchema>, C.ModifierRequest>(true),
  same<z.infer<typeof StaffPromotionSchema>, C.StaffPromotion>(true),
  same<z.input<typeof PromotionInputSchema>, C.PromotionRequest>(true),
  same<z.input<typeof PromotionPatchSchema>, C.PromotionPatch>(true),
  same<z.input<typeof OrderInput>, C.ReorderRequest>(true),
  same<z.infer<typeof StopEntry>, C.StopListEntry>(true),
  same<z.infer<typeof StaffSchema>, C.StaffMember>(true),
  same<z.infer<typeof Session>, C.StaffSession>(true),
  same<z.infer<typeof StaffOrderSchema>, C.StaffOrder>(true),
  same<z.infer<typeof StaffStreamMessageSchema>, C.StaffStreamMessage>(true),
  same<z.infer<typeof PublicOfferSchema>, C.PublicOffer>(true),
  same<z.input<typeof OfferCheckRequestSchema>, C.OfferCheckRequest>(true),
  same<z.infer<typeof OfferCheckSchema>, C.OfferCheck>(true),
  same<z.infer<typeof StaffOfferSchema>, C.StaffOffer>(true),
  same<z.input<typeof StaffOfferInput>, C.StaffOfferRequest>(true),
  same<z.input<typeof StaffOfferPatchInput>, C.StaffOfferPatch>(true),
  same<z.input<typeof StaffOfferCopyInput>, C.StaffOfferCopyRequest>(true),
  same<z.infer<typeof OfferReportSchema>, C.StaffOfferReport>(true),
];

describeBackends(
  'contract',
  (t) => {
    it('real responses parse with the documented schemas', async () => {
      const menu = (await t().request('GET', '/api/menu')).json.data as unknown[];
      for (const category of menu) CategoryWithProductsSchema.strict().parse(category);
      for (const path of ['/api/get-regions', '/api/get-restaurants', '/api/dictionaries/social-and-messenger']) {
        expect((await t().request('GET', path)).status).toBe(200);
      }
      ((await t().request('GET', '/api/get-regions')).json.data as unknown[]).forEach((r) =>
        RegionSchema.strict().parse(r),
      );
      ((await t().request('GET', '/api/get-restaurants')).json.data as unknown[]).forEach((r) =>
        RestaurantSchema.strict().parse(r),
      );
      ((await t().request('GET', '/api/promotions')).json.data as unknown[]).forEach((p) =>
        PromotionSchema.strict().parse(p),
      );

      const token = await t().signIn();
      ProfileSchema.strict().parse((await t().request('GET', '/api/get-profile', { token })).json.data);
      const ids = await catalogIds(t());
      const order = await placeOrder(
        t(),
        {
          items: [
            {
              product_id: ids.product('unagi').id,
              quantity: 2,
              modifiers: [{ id: ids.modifier('unagi', 'ginger').id, quantity: 1 }],
            },
          ],
          order_type: 'delivery',
          region_id: 1,
          address: { street: 'str. București', house: '10' },
          payment_type: 'card_courier',
          contact: { name: 'Ana', phone: '37369123456' },
        },
        { token },
      );
      OrderSchema.strict().parse(order.json.order);
    });
  },
  { only: ['pglite'] },
);
