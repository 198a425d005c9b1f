/**
 * The text under a form field for the server's messages about it (a 422's `errors` map): every message,
 * not only the first, in the order the server gave them; undefined when there are none.
 */
export function fieldMessages(...lists: (readonly string[] | undefined)[]): string | undefined {
  const messages = lists.flatMap((list) => list ?? []).filter((message) => message.trim() !== '');
  return messages.length > 0 ? messages.join(' ') : undefined;
}
