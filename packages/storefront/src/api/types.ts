/**
 * Response and request shapes the storefront reads (spec §7 and the API's OpenAPI document), from the
 * reference API's contract module: types only, no server code. A business's own backend must answer in
 * the same shapes.
 */
export type {
  Category,
  CategoryWithProducts,
  ImageVariant,
  LegacyProduct,
  Options as Settings,
  ImportantUpdate as Options,
  OpeningHoursDay as OpeningHours,
  OrderType,
  PaymentType,
  Product,
  ProductImage,
  ProductModifier,
  ProductTag,
  Profile,
  ProfileUpdate,
  Promotion,
  Region,
  Restaurant,
  Social,
} from '@nori/api/contract';
