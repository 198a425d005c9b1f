// The menu as a spreadsheet (issue 15): one row per dish under a header row, UTF-8 with a byte order mark
// (Excel reads UTF-8 Cyrillic only with one), lists joined with `|`, an empty cell for none, `true`/`false`,
// a decimal point. Reading takes back what spreadsheets save: with or without the mark, CRLF or LF, `,` or
// `;` between cells (Excel set to Romanian or Russian saves `;`, and then a decimal comma too), TRUE/FALSE
// in capitals or in Excel's words for them, and only some of the columns (those left out stay as they are).
// Each row is told by the line it starts on in the file: a quoted cell may hold line breaks.
import { CATALOG_LOCALES } from '@nori/core/catalog';
import type { Locale } from '@nori/core/contract';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { ApiError, type FieldErrors, type Message } from '../http/errors';
import { hasUnstorableText } from '../http/textGuard';
import type { MenuFileProduct } from './catalogTransfer';

const NUTRIENTS = ['energy_kcal', 'protein', 'fat', 'carbohydrates'] as const;

export const CSV_COLUMNS = [
  'slug',
  'category',
  'name_ro',
  'name_ru',
  'name_en',
  'name_uk',
  'description_ro',
  'description_ru',
  'description_en',
  'description_uk',
  'price',
  'old_price',
  'weight',
  'weight_unit',
  'tags',
  'modifiers',
  'allergens',
  'energy_kcal',
  'protein',
  'fat',
  'carbohydrates',
  'published',
  'image',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
const KNOWN_COLUMNS = new Set<string>(CSV_COLUMNS);

const LIST_SEPARATOR = '|';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is written with an apostrophe in
 * front, which spreadsheets show as text; reading takes the apostrophe off again. Only texts can start so.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const guard = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
const unguard = (text: string) => (text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text);

const isLocale = (code: string | undefined): code is Locale => (CATALOG_LOCALES as readonly string[]).includes(code!);

/** The column of a field of the menu file's dish (`name.ru` → `name_ru`, `nutrition.fat` → `fat`, `tags.1` → `tags`). */
export function csvColumn(field: string): string {
  if (!field) return '';
  const [head = '', sub] = field.split('.');
  if (head === 'name' || head === 'description') return `${head}_${isLocale(sub) ? sub : 'ro'}`;
  if (head === 'nutrition') return (NUTRIENTS as readonly string[]).includes(sub!) ? sub! : NUTRIENTS[0];
  return head;
}

const decimal = (n: number | null) => (n === null ? '' : String(n));

function cellsOf(p: MenuFileProduct): Record<CsvColumn, string> {
  const texts = <P extends 'name' | 'description'>(prefix: P) =>
    Object.fromEntries(CATALOG_LOCALES.map((locale) => [`${prefix}_${locale}`, guard(p[prefix][locale])])) as Record<
      `${P}_${Locale}`,
      string
    >;
  return {
    slug: p.slug,
    category: p.category,
    ...texts('name'),
    ...texts('description'),
    price: decimal(p.price),
    old_price: decimal(p.old_price),
    weight: decimal(p.weight),
    weight_unit: p.weight_unit,
    tags: p.tags.join(LIST_SEPARATOR),
    modifiers: p.modifiers.join(LIST_SEPARATOR),
    allergens: p.allergens.join(LIST_SEPARATOR),
    energy_kcal: decimal(p.nutrition?.energy_kcal ?? null),
    protein: decimal(p.nutrition?.protein ?? null),
    fat: decimal(p.nutrition?.fat ?? null),
    carbohydrates: decimal(p.nutrition?.carbohydrates ?? null),
    published: String(p.published),
    image: p.image ?? '',
  };
}

/** The dishes as CSV: the byte order mark, the header row, one row per dish, CRLF (RFC 4180). */
export function writeMenuCsv(list: MenuFileProduct[]): string {
  return stringify(list.map(cellsOf), {
    bom: true,
    header: true,
    columns: [...CSV_COLUMNS],
    record_delimiter: 'windows',
  });
}

/** A row of the file: its first line, the dish as the file gives it, and the problems of its cells. */
export type CsvRow = {
  line: number;
  /** the menu file's dish fields the row's columns give; undefined when the row itself is malformed */
  raw: Record<string, unknown> | undefined;
  /** by the menu file's field (`price`, `name.ru`, `nutrition.fat`; '' the row itself) */
  errors: FieldErrors;
};

const fileError = (key: string, message: Message) => new ApiError(422, 'error.validation', {}, { [key]: [message] });

const QUOTE_ERRORS = new Set<string>([
  'CSV_INVALID_CLOSING_QUOTE',
  'CSV_QUOTE_NOT_CLOSED',
  'INVALID_OPENING_QUOTE',
  'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE',
]);

/** Spreadsheets write booleans in their own language once they have read them as such (Excel: ИСТИНА). */
const BOOLEANS: Record<string, boolean> = {
  true: true,
  false: false,
  '1': true,
  '0': false,
  adevărat: true,
  fals: false,
  истина: true,
  ложь: false,
  істина: true,
  хибність: false,
};

/** 1-based line of each byte offset: CRLF, LF and a lone CR each end a line. */
function lineCounter(bytes: Uint8Array) {
  const starts = [0];
  for (let i = 0; i < bytes.length; i++) {
    if (bytes[i] === 0x0a || (bytes[i] === 0x0d && bytes[i + 1] !== 0x0a)) starts.push(i + 1);
  }
  return (offset: number) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
}

/** `;` or a tab when the header row has more of them than commas (the header's names hold none of them). */
function delimiterOf(text: string) {
  const header = text.split(/\r\n|\n|\r/, 1)[0] ?? '';
  const count = (ch: string) => header.split(ch).length - 1;
  return [',', ';', '\t'].reduce((best, ch) => (count(ch) > count(best) ? ch : best));
}

/**
 * Reads the file into rows. What makes the whole file unreadable is thrown as a 422 at once: not UTF-8, no
 * rows, broken quotes (on the line the row starts), a header with unknown, repeated or missing columns.
 */
export function readMenuCsv(bytes: Uint8Array): CsvRow[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw fileError('file', 'catalogImport.file.encoding');
  }
  if (!text.trim()) throw fileError('file', 'catalogImport.file.empty');
  const delimiter = delimiterOf(text);
  const decimalComma = delimiter === ';';

  // csv-parse counts the lines of a CRLF inside a quoted cell twice: the lines are counted here, from where
  // each record starts (after the one before ends and after any empty lines).
  const lineOf = lineCounter(bytes);
  let end = 0;
  const startLine = () => {
    let at = end;
    while (bytes[at] === 0x0a || bytes[at] === 0x0d) at++;
    return lineOf(at);
  };
  const lines: number[] = [];
  let records: string[][];
  try {
    records = parse(bytes, {
      bom: true,
      delimiter,
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      skip_empty_lines: true,
      on_record: (cells: string[], context) => {
        lines.push(startLine());
        end = context.bytes;
        return cells;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const message = QUOTE_ERRORS.has(error.code) ? 'catalogImport.csv.quotes' : 'catalogImport.csv.unreadable';
    throw fileError(`lines.${startLine()}`, message);
  }

  const [header = [], ...body] = records;
  const headerLine = lines[0] ?? 1;
  const names = header.map((name) => name.trim().toLowerCase());
  const rows = body.map((cells, i) => ({ cells, line: lines[i + 1]! }));

  const problems: FieldErrors = Object.create(null) as FieldErrors;
  const problem = (key: string, message: Message) => (problems[key] ??= []).push(message);
  const seen = new Set<string>();
  names.forEach((name, i) => {
    if (!name) {
      if (rows.some((r) => r.cells[i]?.trim()))
        problem(`lines.${headerLine}`, { key: 'catalogImport.csv.unnamedColumn', params: { column: i + 1 } });
    } else if (!KNOWN_COLUMNS.has(name))
      problem(`lines.${headerLine}.${name}`, {
        key: 'catalogImport.csv.unknownColumn',
        params: { columns: CSV_COLUMNS.join(', ') },
      });
    else if (seen.has(name)) problem(`lines.${headerLine}.${name}`, 'catalogImport.csv.duplicateColumn');
    seen.add(name);
  });
  if (!seen.has('slug')) problem(`lines.${headerLine}.slug`, 'catalogImport.csv.slugColumn');
  const nutrients = NUTRIENTS.filter((n) => seen.has(n));
  if (nutrients.length && nutrients.length < NUTRIENTS.length)
    for (const n of NUTRIENTS)
      if (!seen.has(n)) problem(`lines.${headerLine}.${n}`, 'catalogImport.csv.nutritionColumns');
  if (Object.keys(problems).length) throw new ApiError(422, 'error.validation', {}, problems);

  return rows
    .filter(({ cells }) => cells.some((cell) => cell.trim()))
    .map(({ cells, line }) => readRow(names, cells, line, decimalComma));
}

/** One row's cells as the menu file's dish: numbers, lists, booleans and nulls from their text. */
function readRow(names: string[], cells: string[], line: number, decimalComma: boolean): CsvRow {
  const errors: FieldErrors = Object.create(null) as FieldErrors;
  const fail = (field: string, message: Message) => (errors[field] ??= []).push(message);
  const extra = cells.slice(names.length);
  if (cells.length < names.length || extra.some((cell) => cell.trim())) {
    fail('', { key: 'catalogImport.csv.cellCount', params: { count: cells.length, columns: names.length } });
    return { line, raw: undefined, errors };
  }

  const raw: Record<string, unknown> = {};
  const number = (field: string, cell: string): number | undefined => {
    const value = decimalComma ? cell.trim().replace(/^(-?\d+),(\d+)$/, '$1.$2') : cell.trim();
    if (/^-?(\d+\.?\d*|\.\d+)$/.test(value)) return Number(value);
    fail(field, 'catalogImport.csv.number');
    return undefined;
  };
  const nutrition: Partial<Record<(typeof NUTRIENTS)[number], string>> = {};
  names.forEach((name, i) => {
    const cell = cells[i] ?? '';
    if (!KNOWN_COLUMNS.has(name)) return;
    const column = name as CsvColumn;
    const [head, locale] = column.split('_');
    if ((head === 'name' || head === 'description') && isLocale(locale)) {
      if (hasUnstorableText(cell)) return fail(`${head}.${locale}`, 'field.invalidCharacters');
      ((raw[head] ??= {}) as Record<string, string>)[locale] = unguard(cell);
      return;
    }
    if ((NUTRIENTS as readonly string[]).includes(column)) {
      nutrition[column as (typeof NUTRIENTS)[number]] = cell;
      return;
    }
    const value = cell.trim();
    if (hasUnstorableText(value)) return fail(column, 'field.invalidCharacters');
    switch (column) {
      case 'slug':
      case 'category':
      case 'weight_unit':
        if (value) raw[column] = value;
        else fail(column, 'field.required');
        return;
      case 'price':
      case 'weight':
        if (!value) return fail(column, 'field.required');
        raw[column] = number(column, value);
        return;
      case 'old_price':
        raw[column] = value ? number(column, value) : null;
        return;
      case 'tags':
      case 'modifiers':
      case 'allergens':
        raw[column] = value
          .split(LIST_SEPARATOR)
          .map((item) => item.trim())
          .filter(Boolean);
        return;
      case 'published': {
        if (!value) raw[column] = false;
        else if (Object.hasOwn(BOOLEANS, value.toLowerCase())) raw[column] = BOOLEANS[value.toLowerCase()];
        else fail(column, 'catalogImport.csv.boolean');
        return;
      }
      case 'image':
        raw[column] = value || null;
        return;
    }
  });

  // The four nutrition values together, or none of them (the row's nutrition is then null).
  const given = NUTRIENTS.filter((n) => nutrition[n]?.trim());
  if (NUTRIENTS.some((n) => n in nutrition)) {
    if (!given.length) raw.nutrition = null;
    else if (given.length < NUTRIENTS.length)
      for (const n of NUTRIENTS) {
        if (!nutrition[n]?.trim()) fail(`nutrition.${n}`, 'catalogImport.csv.nutrition');
      }
    else {
      const values = Object.fromEntries(NUTRIENTS.map((n) => [n, number(`nutrition.${n}`, nutrition[n]!)]));
      if (NUTRIENTS.every((n) => values[n] !== undefined)) raw.nutrition = values;
    }
  }
  for (const field of Object.keys(raw)) if (raw[field] === undefined) delete raw[field];
  return { line, raw, errors };
}
