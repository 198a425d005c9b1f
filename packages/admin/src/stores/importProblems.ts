// An import's refusal as rows a person can act on: the API keys each problem by where it is in the file —
// `lines.{line}.{column}` (CSV), `products.{i}.{field}` and the like (JSON), `file` — and this turns the
// keys into a line (or a record) and a field, in the file's order.

export type ImportPlace =
  | { kind: 'line'; line: number }
  | { kind: 'record'; list: 'products' | 'categories' | 'modifiers'; index: number }
  | { kind: 'file' };

export type ImportProblem = { key: string; place: ImportPlace; field: string; message: string };

const RECORD = /^(products|categories|modifiers)\.(\d+)(?:\.(.+))?$/;
const LINE = /^lines\.(\d+)(?:\.(.+))?$/;

export function importProblems(errors: Record<string, string[]>): ImportProblem[] {
  const rows = Object.entries(errors).flatMap(([key, messages]) => {
    const line = LINE.exec(key);
    const record = RECORD.exec(key);
    const place: ImportPlace = line
      ? { kind: 'line', line: Number(line[1]) }
      : record
        ? { kind: 'record', list: record[1] as 'products', index: Number(record[2]) }
        : { kind: 'file' };
    const field = line ? (line[2] ?? '') : record ? (record[3] ?? '') : key === 'file' ? '' : key;
    return messages.map((message, n) => ({ key: `${key}#${n}`, place, field, message }));
  });
  const order = (p: ImportPlace) =>
    p.kind === 'file'
      ? [0, 0, 0]
      : p.kind === 'line'
        ? [1, p.line, 0]
        : [2, ['categories', 'modifiers', 'products'].indexOf(p.list), p.index];
  return rows.sort((a, b) => {
    const [x, y] = [order(a.place), order(b.place)];
    return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
  });
}
