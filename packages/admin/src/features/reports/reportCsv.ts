// The report as a CSV file for a spreadsheet, built in the browser from the report on screen.
//
// - Separator `;`: the list separator of Excel under Romanian, Russian and Ukrainian regional settings (the
//   restaurant's computers), where a `,` file opens as one column; and with `;` a decimal comma needs no quotes.
// - Numbers: no grouping, the decimal mark of the UI's language (a comma, a point in English), so Excel reads
//   them as numbers; dates as `YYYY-MM-DD`, which every Excel reads as a date.
// - UTF-8 with a byte-order mark: without it Excel takes the file for the system's code page and shows
//   Romanian (ă, ș, ț) and Cyrillic letters as mojibake. No `sep=;` line: with one, Excel ignores the mark.
// - Lines end in CRLF (RFC 4180); a field with `;`, a quote or a line break is quoted, and a dish name that
//   starts like a formula (`=`, `+`, `-`, `@`) is prefixed with `'` so the spreadsheet does not run it.
import type { Locale, StaffReport } from '@nori/core/contract';

export const CSV_SEPARATOR = ';';
const BOM = '\uFEFF';

/** The column headers and section titles, in the UI's language. */
export interface ReportCsvLabels {
  date: string;
  orders: string;
  revenue: string;
  averageBasket: string;
  cancelled: string;
  total: string;
  dish: string;
  quantity: string;
}

function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function number(value: number, locale: Locale): string {
  const text = Number.isInteger(value) ? String(value) : value.toFixed(2);
  return locale === 'en' ? text : text.replace('.', ',');
}

/** The file's text: the days with a total row, a blank line, then the top dishes. */
export function reportCsv(report: StaffReport, labels: ReportCsvLabels, locale: Locale): string {
  const n = (value: number) => number(value, locale);
  const rows: string[][] = [
    [labels.date, labels.orders, labels.revenue, labels.averageBasket, labels.cancelled],
    ...report.days.map((d) => [d.date, n(d.orders), n(d.revenue), n(d.average_basket), n(d.cancelled)]),
    [
      labels.total,
      n(report.totals.orders),
      n(report.totals.revenue),
      n(report.totals.average_basket),
      n(report.totals.cancelled),
    ],
    [],
    [labels.dish, labels.quantity, labels.revenue],
    ...report.top_dishes.map((d) => [d.name, n(d.quantity), n(d.revenue)]),
  ];
  return BOM + rows.map((row) => row.map(field).join(CSV_SEPARATOR)).join('\r\n') + '\r\n';
}

/** The file's name: the range, and the restaurant when one was chosen. */
export function reportFileName(report: Pick<StaffReport, 'from' | 'to'>, restaurantId: number | null): string {
  const where = restaurantId === null ? '' : `-restaurant-${restaurantId}`;
  return `nori-report-${report.from}_${report.to}${where}.csv`;
}
