import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';
import { IconSprite, iconSpriteSvg } from './IconSprite';
import { IconSpriteProvider } from './IconSpriteProvider';
import { iconNames } from './icons';

/** Each symbol's id and inner markup, in order. */
const symbolsOf = (markup: string) =>
  [...markup.matchAll(/<symbol id="([^"]+)"[^>]*>(.*?)<\/symbol>/g)].map(([, id, inner]) => ({
    id,
    inner: inner?.replace(/\s*\/>/g, '/>').replace(/<(\w+)([^>]*)><\/\1>/g, '<$1$2/>'),
  }));

describe('the sprite as a file', () => {
  it('is a standalone SVG with the same symbols as the in-page sprite', () => {
    const file = iconSpriteSvg();
    expect(file.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    const inPage = symbolsOf(renderToStaticMarkup(<IconSprite />));
    expect(inPage).toHaveLength(iconNames.length);
    expect(symbolsOf(file)).toEqual(inPage);
    expect(file).toContain('stroke-linecap="round"');
  });

  it('Icon points at the in-page sprite by default and at the file under IconSpriteProvider', () => {
    expect(renderToStaticMarkup(<Icon name="heart" />)).toContain('<use href="#nori-icon-heart"></use>');
    expect(
      renderToStaticMarkup(
        <IconSpriteProvider href="/_app/icons-abc.svg">
          <Icon name="heart" />
        </IconSpriteProvider>,
      ),
    ).toContain('<use href="/_app/icons-abc.svg#nori-icon-heart"></use>');
  });
});
