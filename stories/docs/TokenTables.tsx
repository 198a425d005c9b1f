import type { CSSProperties, ReactNode } from 'react';
import { brands, brandNames, type Theme } from '../../packages/ui/src';

/** Flattens a theme group into dotted paths: { fg: { muted } } → 'fg.muted'. */
function flatten(group: object, prefix = ''): [string, string][] {
  return Object.entries(group).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? flatten(value as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)] as [string, string]],
  );
}

const cell: CSSProperties = { padding: '6px 10px', borderBottom: '1px solid rgba(0,0,0,0.08)', verticalAlign: 'middle' };
const swatch = (value: string): CSSProperties => ({
  display: 'inline-block',
  width: 28,
  height: 28,
  borderRadius: 6,
  background: value,
  border: '1px solid rgba(0,0,0,0.15)',
  verticalAlign: 'middle',
  marginRight: 8,
});

function Table({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} style={{ ...cell, textAlign: 'left' }}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            {row.map((content, column) => (
              <td key={column} style={cell}>
                {content}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type Group = Exclude<keyof Theme, 'name'>;

/** One row per semantic role of `group`, one column per brand. */
export function TokenTable({ group, kind = 'text' }: { group: Group; kind?: 'color' | 'text' }) {
  const paths = flatten(brands.nori[group] as object).map(([path]) => path);
  const valueOf = (theme: Theme, path: string) =>
    Object.fromEntries(flatten(theme[group] as object))[path] ?? '';
  return (
    <Table
      head={[`theme.${group}`, ...brandNames]}
      rows={paths.map((path) => [
        <code key="path">{path}</code>,
        ...brandNames.map((brand) => {
          const value = valueOf(brands[brand], path);
          return (
            <span key={brand}>
              {kind === 'color' && <span style={swatch(value)} />}
              <code>{value}</code>
            </span>
          );
        }),
      ])}
    />
  );
}
