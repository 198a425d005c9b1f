// Every string a request carries must be storable. PostgreSQL refuses a NUL byte (U+0000) in text and in
// jsonb, and a lone UTF-16 surrogate has no UTF-8 form (jsonb refuses its \u escape; a text column would
// quietly keep U+FFFD instead). Both arrive only as JSON escapes ("\u0000", "\ud800") or as %00 in a URL
// or form. Decided here, once, for every JSON or form body and every query string, before any route reads
// them: a 422 naming each such field, whatever the route's own schema says.
import type { Context, MiddlewareHandler } from 'hono';
import { fieldsError } from './errors';

/** NUL, or a surrogate that is not half of a pair (with the `u` flag a pair is one code point, not Cs). */
const NOT_STORABLE = /[\0\p{Cs}]/u;

export const hasUnstorableText = (text: string) => NOT_STORABLE.test(text);

/** A path as a chain back to the root, so walking deep input costs no copying. */
type Step = { key: PropertyKey; parent: Step | null };

const toPath = (step: Step | null) => {
  const path: PropertyKey[] = [];
  for (let at = step; at; at = at.parent) path.push(at.key);
  return path.reverse();
};

/** Paths of the strings in a parsed JSON value that cannot be stored, in the order they were sent. */
export function unstorableTextPaths(value: unknown): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  // A work list rather than recursion: 64 KiB of `[[[[…` must not overflow the stack.
  const pending: [unknown, Step | null][] = [[value, null]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, at] = next;
    if (typeof node === 'string') {
      if (hasUnstorableText(node)) found.push(toPath(at));
    } else if (node !== null && typeof node === 'object') {
      const entries: [PropertyKey, unknown][] = Array.isArray(node)
        ? node.map((item: unknown, index) => [index, item])
        : Object.entries(node);
      // Last to first onto the stack, so the fields come out in the order they were sent.
      for (const [key, item] of entries.reverse()) pending.push([item, { key, parent: at }]);
    }
  }
  return found;
}

const JSON_TYPE = /^application\/([a-z-.]+\+)?json/i;
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i;

/** The body as the routes will see it, or undefined when there is none or it does not parse (their 400). */
async function parsedBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  try {
    // Hono caches the body on the request: the route's validator reads it again without the stream.
    if (JSON_TYPE.test(type)) return await c.req.json();
    if (FORM_TYPE.test(type)) {
      // One string per field name: a field sent twice is still one field (files are not text).
      const fields: Record<string, string> = Object.create(null) as Record<string, string>;
      for (const [name, value] of await c.req.formData()) {
        if (typeof value === 'string') fields[name] = fields[name] === undefined ? value : `${fields[name]}\n${value}`;
      }
      return fields;
    }
  } catch {
    // Malformed: left to the route, which answers 400.
  }
  return undefined;
}

export const textGuard: MiddlewareHandler = async (c, next) => {
  const paths: PropertyKey[][] = [];
  if (c.req.url.includes('?')) {
    for (const [name, values] of Object.entries(c.req.queries())) {
      if (values.some(hasUnstorableText)) paths.push([name]);
    }
  }
  const method = c.req.method;
  if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') {
    paths.push(...unstorableTextPaths(await parsedBody(c)));
  }
  if (paths.length > 0) throw fieldsError(paths, 'field.invalidCharacters');
  await next();
};
