// One error shape for every failure: `{ message, errors? }`, where `errors` maps a field to its messages.
// Handlers throw ApiError with message keys; the error handler translates them for the request's locale.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { loggableError, type Logger } from '../logger';
import { type z } from 'zod';
import { translate, type Locale, type MessageKey, type MessageParams } from '../i18n';
import en from '../i18n/en.json';

export type Message = MessageKey | { key: MessageKey; params: MessageParams };
export type FieldErrors = Record<string, Message[]>;

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly fields?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(key);
  }
}

export const notFound = (key: MessageKey = 'error.notFound') => new ApiError(404, key);
export const unauthorized = () => new ApiError(401, 'error.unauthorized');

/** A 422 with one message on one field, the shape the storefront shows under the field. */
export function fieldError(field: string, message: Message): ApiError {
  return new ApiError(422, 'error.validation', {}, { [field]: [message] });
}

export const isMessageKey = (value: string): value is MessageKey => Object.hasOwn(en, value);

/** A message in the request's language. */
export const messageText = (locale: Locale, m: Message) =>
  typeof m === 'string' ? translate(locale, m) : translate(locale, m.key, m.params);

export function errorBody(locale: Locale, error: ApiError) {
  const body: { message: string; errors?: Record<string, string[]> } = {
    message: translate(locale, error.key, error.params),
  };
  if (error.fields) {
    body.errors = Object.fromEntries(
      Object.entries(error.fields).map(([field, list]) => [field, list.map((m) => messageText(locale, m))]),
    );
  }
  return body;
}

/** The name of a field in `errors`: its path in the input, dotted (`address.street`, `items.0.quantity`). */
export const fieldName = (path: readonly PropertyKey[], prefix = '') =>
  [prefix, ...path.map(String)].filter(Boolean).join('.') || 'body';

/** A 422 with the same message on each of the fields at `paths`. */
export function fieldsError(paths: readonly (readonly PropertyKey[])[], message: Message): ApiError {
  // No prototype: a field named `constructor` or `__proto__` must be just a field.
  const fields: FieldErrors = Object.create(null) as FieldErrors;
  for (const path of paths) fields[fieldName(path)] = [message];
  return new ApiError(422, 'error.validation', {}, fields);
}

/** Maps zod issues to field messages: schema-provided message keys first, then generic ones. */
export function validationError(error: z.ZodError, fieldPrefix = ''): ApiError {
  // No prototype: a field named `constructor` or `__proto__` must be just a field.
  const fields: FieldErrors = Object.create(null) as FieldErrors;
  const add = (path: PropertyKey[], message: Message) => {
    const key = fieldName(path, fieldPrefix);
    const list = (fields[key] ??= []);
    // Several checks may fail with the same message (too short and not letters): say it once.
    if (!list.some((m) => JSON.stringify(m) === JSON.stringify(message))) list.push(message);
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add([...issue.path, key], 'field.unknown');
      continue;
    }
    add(issue.path, issueMessage(issue));
  }
  return new ApiError(422, 'error.validation', {}, fields);
}

function issueMessage(issue: z.core.$ZodIssue): Message {
  if (isMessageKey(issue.message)) {
    const params = (issue as { params?: MessageParams }).params ?? {};
    return { key: issue.message, params };
  }
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'field.required' : 'field.invalid';
    case 'too_small': {
      const min = Number(issue.minimum);
      return issue.origin === 'string'
        ? min <= 1
          ? 'field.required'
          : { key: 'field.tooShort', params: { min } }
        : { key: 'field.tooSmall', params: { min } };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      return issue.origin === 'string'
        ? { key: 'field.tooLong', params: { max } }
        : { key: 'field.tooBig', params: { max } };
    }
    case 'invalid_value':
      return 'field.invalidOption';
    default:
      return 'field.invalid';
  }
}

/** Turns anything thrown into a JSON error response; unexpected errors are logged and hidden. */
export function toErrorResponse(c: Context, err: unknown, locale: Locale, log: Logger): Response {
  if (err instanceof ApiError) {
    return c.json(errorBody(locale, err), err.status, err.headers);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const key: MessageKey =
      status === 413
        ? 'error.payloadTooLarge'
        : status === 400 && /json/i.test(err.message)
          ? 'error.malformedJson'
          : status === 415
            ? 'error.unsupportedMediaType'
            : status === 401
              ? 'error.unauthorized'
              : status === 404
                ? 'error.notFound'
                : status >= 500
                  ? 'error.internal'
                  : 'error.validation';
    return c.json({ message: translate(locale, key) }, status);
  }
  log.error({ err: loggableError(err), path: c.req.path }, 'unhandled error');
  return c.json({ message: translate(locale, 'error.internal') }, 500);
}
