/**
 * The list in a response: `{ data: [...] }` as the spec's dictionary calls answer, or a bare array as the
 * categories call does. Either shape is accepted everywhere, so a backend that wraps one more or one less
 * list still works; anything else is an empty list.
 */
export function listOf<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  const data = (body as { data?: unknown } | null | undefined)?.data;
  return Array.isArray(data) ? (data as T[]) : [];
}
