// An audit entry's details as lines a person reads, not a JSON dump: a change (`{ field: [before, after] }`,
// as the API writes an update) becomes "field: before → after"; other facts "field: value". Texts in four
// languages show in the UI's one; lists and other objects are shortened.

export interface DetailLine {
  field: string;
  /** The value, or the value after a change. */
  value: string;
  /** The value before, for a change. */
  before?: string;
}

const LANGUAGES = ['ro', 'ru', 'en', 'uk'];

/** An instant as the API writes it (`2026-11-24T22:49:26.898Z`). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** How the screen shows an instant (on Chișinău's clock); as written when none is given. */
export type FormatInstant = (iso: string) => string;

/** One value in a few words. */
export function valueText(value: unknown, locale: string, formatInstant: FormatInstant = (iso) => iso): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return INSTANT.test(value) ? formatInstant(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map((item) => valueText(item, locale, formatInstant)).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // A text in the four languages: the UI's one.
    if (Object.keys(record).some((key) => LANGUAGES.includes(key)))
      return valueText(record[locale] ?? record.ro ?? Object.values(record)[0], locale, formatInstant);
    return Object.entries(record)
      .map(([key, item]) => `${key}: ${valueText(item, locale, formatInstant)}`)
      .join('; ');
  }
  return String(value);
}

const isChange = (value: unknown): value is [unknown, unknown] => Array.isArray(value) && value.length === 2;

/** Actions whose details are a change, `{ field: [before, after] }` (the API's updates). */
const CHANGES = /\.(update|busy)$/;

/**
 * The entry's details as lines: an update's changed fields each with before and after; other facts as
 * field and value, the empty ones (no reason given) left out.
 */
export function detailLines(
  details: Record<string, unknown> | null,
  locale: string,
  action = '',
  formatInstant?: FormatInstant,
): DetailLine[] {
  if (!details) return [];
  const diff = CHANGES.test(action);
  return Object.entries(details).flatMap(([field, value]): DetailLine[] => {
    if (diff && isChange(value))
      return [
        {
          field,
          before: valueText(value[0], locale, formatInstant),
          value: valueText(value[1], locale, formatInstant),
        },
      ];
    if (value === null || value === undefined || value === '') return [];
    return [{ field, value: valueText(value, locale, formatInstant) }];
  });
}
