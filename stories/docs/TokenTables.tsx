import type { CSSProperties, ReactNode } from 'react';
import { brands, brandNames, fontFaceCss, type Theme } from '../../packages/ui/src';

/** Flattens a theme group into dotted paths: { fg: { muted } } → 'fg.muted'. Font faces have their own table. */
function flatten(group: object, prefix = ''): [string, string][] {
  return Object.entries(group)
    .filter(([key]) => !(prefix === '' && key === 'faces'))
    .flatMap(([key, value]) =>
      typeof value === 'object' && value !== null
        ? flatten(value as object, `${prefix}${key}.`)
        : [[`${prefix}${key}`, String(value)] as [string, string]],
    );
}

const cell: CSSProperties = {
  padding: '6px 10px',
  borderBottom: '1px solid rgba(0,0,0,0.08)',
  verticalAlign: 'middle',
};
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
  const valueOf = (theme: Theme, path: string) => Object.fromEntries(flatten(theme[group] as object))[path] ?? '';
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

const specimen = {
  ro: 'Rulouri cu somon, ștrudel și țipar — până la ușă în 45 de minute. Ăă Ââ Îî Șș Țț',
  ru: 'Роллы с лососем и угрём — доставим за 45 минут. Съешь же ещё этих мягких булок.',
  uk: 'Ґаздиня їсть рол із лососем і пʼє чай. Ґґ Єє Іі Її',
  en: 'Salmon rolls and miso soup, delivered in 45 minutes. 0123456789 MDL',
};

/**
 * Each brand's fonts as its pages show them: body and heading text in the four languages, drawn with the
 * faces the brand declares (the same `@font-face` rules its `GlobalStyle` emits), and the files behind them.
 */
export function FontSpecimen() {
  return (
    <>
      {/* Docs pages render outside the kit's provider: declare the faces here. */}
      <style>{brandNames.map((brand) => fontFaceCss(brands[brand].font.faces)).join('\n')}</style>
      {brandNames.map((brand) => {
        const { family, weight } = brands[brand].font;
        return (
          <section key={brand} style={{ marginBottom: 24 }}>
            <h3 style={{ fontFamily: family.heading, fontWeight: weight.bold, fontSize: 24, margin: '0 0 8px' }}>
              {brand}: {family.heading.split(',')[0]} / {family.body.split(',')[0]}
            </h3>
            {Object.entries(specimen).map(([locale, text]) => (
              <p key={locale} lang={locale} style={{ fontFamily: family.body, fontSize: 16, margin: '4px 0' }}>
                <span style={{ fontFamily: family.heading, fontWeight: weight.bold }}>{locale.toUpperCase()}</span>{' '}
                {text}
              </p>
            ))}
          </section>
        );
      })}
      <Table
        head={['family', 'subset', 'weight', 'unicode-range', 'brands']}
        rows={[
          ...new Map(
            brandNames.flatMap((brand) => brands[brand].font.faces.web.map((face) => [face.src, face] as const)),
          ).values(),
        ].map((face) => [
          <code key="family">{face.family}</code>,
          face.subset,
          face.weight,
          <code key="range" style={{ fontSize: 12 }}>
            {face.unicodeRange}
          </code>,
          brandNames.filter((brand) => brands[brand].font.faces.web.some((own) => own.src === face.src)).join(', '),
        ])}
      />
    </>
  );
}
