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

/** One value in a few words. */
export function valueText(value: unknown, locale: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map((item) => valueText(item, locale)).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // A text in the four languages: the UI's one.
    if (Object.keys(record).some((key) => LANGUAGES.includes(key)))
      return valueText(record[locale] ?? record.ro ?? Object.values(record)[0], locale);
    return Object.entries(record)
      .map(([key, item]) => `${key}: ${valueText(item, locale)}`)
      .join('; ');
  }
  return String(value);
}

const isChange = (value: unknown): value is [unknown, unknown] => Array.isArray(value) && value.length === 2;

/** Actions whose details are a change, `{ field: [before, after] }` (the API's updates). */
const CHANGES = /\.(update|busy)$/;

/** The entry's details as lines; an update's changed fields each with before and after. */
export function detailLines(details: Record<string, unknown> | null, locale: string, action = ''): DetailLine[] {
  if (!details) return [];
  const diff = CHANGES.test(action);
  return Object.entries(details).map(([field, value]) =>
    diff && isChange(value)
      ? { field, before: valueText(value[0], locale), value: valueText(value[1], locale) }
      : { field, value: valueText(value, locale) },
  );
}
