/** A date as a `Date` or an ISO string; a bare `YYYY-MM-DD` is a calendar day in local time. */
export type DateInput = Date | string;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * `new Date('2025-06-01')` is midnight UTC, which is still 31 May west of Greenwich: a promotion's
 * day from the API must stay that day wherever the page renders, so bare days are read as local.
 */
export function toDate(value: DateInput): Date {
  if (value instanceof Date) return value;
  const day = ISO_DAY.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

export interface PeriodTemplates {
  /** "{from} – {to}" */
  period: string;
  /** "Until {to}" */
  until: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(localeTag: string, withYear: boolean): Intl.DateTimeFormat {
  const key = `${localeTag}|${withYear}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeTag, {
      day: 'numeric',
      month: 'long',
      ...(withYear && { year: 'numeric' }),
    });
    formats.set(key, format);
  }
  return format;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

/**
 * "1 iunie – 30 iunie", "До 30 июня": a promotion's period in the locale. Years appear only when the
 * period crosses one, so the usual case stays short. With no end date there is nothing to say (null).
 */
export function formatPeriod(
  from: DateInput | undefined,
  to: DateInput | undefined,
  localeTag: string,
  templates: PeriodTemplates,
): string | null {
  if (to === undefined) return null;
  const end = toDate(to);
  if (from === undefined) return fill(templates.until, { to: dayFormat(localeTag, false).format(end) });
  const start = toDate(from);
  const format = dayFormat(localeTag, start.getFullYear() !== end.getFullYear());
  return fill(templates.period, { from: format.format(start), to: format.format(end) });
}
