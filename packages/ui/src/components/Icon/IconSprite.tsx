import { createElement } from 'react';
import { iconNames, icons } from './icons';
import { iconSymbolId } from './symbol';

const hidden = { position: 'absolute', width: 0, height: 0, overflow: 'hidden' } as const;
const strokePaint = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;
const fillPaint = { fill: 'currentColor' } as const;

/**
 * The SVG sprite: one `<symbol>` per icon. Render it once per page (the storefront renders it in
 * its root layout); every `Icon` then refers to a symbol by id.
 */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" style={hidden} data-nori-sprite="">
      {iconNames.map((name) => {
        const { viewBox, kind, nodes } = icons[name];
        const paint = kind === 'stroke' ? strokePaint : fillPaint;
        return (
          <symbol key={name} id={iconSymbolId(name)} viewBox={viewBox} {...paint}>
            {nodes.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
          </symbol>
        );
      })}
    </svg>
  );
}

const paintAttributes = {
  stroke: 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"',
  fill: 'fill="currentColor"',
} as const;

const escapeAttribute = (value: unknown) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The same sprite as a standalone SVG file, for `IconSpriteProvider`: an app serves it at a cacheable URL
 * and pages stop carrying every icon's paths. Built from the same definitions as `IconSprite`.
 */
export function iconSpriteSvg(): string {
  const symbols = iconNames.map((name) => {
    const { viewBox, kind, nodes } = icons[name];
    const children = nodes
      .map(([tag, attributes]) => {
        const attrs = Object.entries(attributes)
          .map(([key, value]) => `${key}="${escapeAttribute(value)}"`)
          .join(' ');
        return `<${tag} ${attrs}/>`;
      })
      .join('');
    return `<symbol id="${iconSymbolId(name)}" viewBox="${viewBox}" ${paintAttributes[kind]}>${children}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}
