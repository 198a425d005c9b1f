import { createElement } from 'react';
import { iconNames, icons, iconSymbolId } from './icons';

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
