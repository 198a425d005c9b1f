// Shared OpenAPI/zod pieces.
import { z } from '@hono/zod-openapi';

export const ErrorSchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .openapi('Error');

export const LocalizedHeaders = z.object({
  'accept-language': z.string().max(200).optional().openapi({ description: 'ro (default), ru, en or uk' }),
});

const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorSchema } },
});

export const errors = {
  401: error('Missing, invalid, expired or revoked token'),
  403: error('Not allowed: a bad request signature, a missing CSRF token, or a role without this right'),
  404: error('Not found'),
  409: error('Conflict with the current state'),
  422: error('Invalid input: `errors` maps each field to its messages'),
  429: error('Too many requests; see Retry-After'),
  502: error('The payment provider failed'),
} as const;

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

export const bearer = [{ bearer: [] }];

/** The largest id the database holds (PostgreSQL's `integer`): a larger one is a 422, never a query that fails. */
export const MAX_ID = 2_147_483_647;
/** An id in a path or query (text, read as a number). */
export const id = z.coerce.number({ error: 'field.invalid' }).int().positive().max(MAX_ID);
/** An id in a JSON body: a number, never a string that looks like one. */
export const bodyId = z.number().int().positive().max(MAX_ID);
/** A path with an `{id}`. */
export const Params = z.object({ id });

/** MDL amounts: the database keeps bani, the API speaks MDL with up to two decimals (core's conversion). */
export { toMdl } from '@nori/core/money';
