/**
 * A phone number as staff read it ("+373 60 123 456", "060-123-456") as a `tel:` address: digits, and a
 * plus only where it leads. Spaces, dashes, dots and brackets are dropped.
 */
export function telHref(phone: string): string {
  return `tel:${phone.trim().replace(/(?!^\+)\D/g, '')}`;
}
