// The pieces of the management calls' schemas (routes/manage*.ts): ids, texts in the four languages,
// money in MDL, and the answers every management call shares.
import { z } from '@hono/zod-openapi';
import { CATALOG_LIMITS } from '@nori/core/catalog';
import { errors, json } from './schemas';
import { isWholeBani } from '@nori/core/money';

export { bodyId, id, Params } from './schemas';
export const text = (max: number) => z.string().trim().min(1).max(max);
/** A text in the four languages, each required. */
export const localized = (max: number) =>
  z.strictObject({ ro: text(max), ru: text(max), en: text(max), uk: text(max) });
/** A text in the four languages, each optional: '' says nothing in that language. */
export const optionalLocalized = (max: number) => {
  const t = z.string().trim().max(max);
  return z.strictObject({ ro: t, ru: t, en: t, uk: t });
};
export const LocalizedSchema = z
  .object({ ro: z.string(), ru: z.string(), en: z.string(), uk: z.string() })
  .openapi('LocalizedText');
/** MDL with at most two decimals. */
export const money = z
  .number()
  .min(0)
  .max(CATALOG_LIMITS.price.max)
  .refine(isWholeBani, 'field.invalid')
  .openapi({ description: 'MDL, up to two decimals' });

export const data = <T extends z.ZodType>(schema: T, description: string) =>
  json(z.object({ data: schema }), description);
export const reads = { 401: errors[401], 403: errors[403] };
export const writes = { 401: errors[401], 403: errors[403], 422: errors[422] };
