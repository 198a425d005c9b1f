import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { kitCatalogs } from '../../intl/kitCatalogs';
import { NoriProvider } from '../../theme/NoriProvider';
import { CategoryCard } from '../CategoryCard/CategoryCard';
import { PromotionCard } from '../PromotionCard/PromotionCard';
import { ProductCard } from './ProductCard';
import type { ProductCardImage } from './ProductCard.types';

function serverRender(element: ReactElement) {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <NoriProvider brand="nori" locale="ro" messages={kitCatalogs.ro} globalStyle={false}>
          {element}
        </NoriProvider>,
      ),
    );
    return { html, css: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

const drawn: ProductCardImage = {
  src: '/p-640.webp',
  srcSet: '/p-320.webp 320w, /p-640.webp 640w',
  sizes: '50vw',
  width: 640,
  height: 480,
};
const photo: ProductCardImage = {
  ...drawn,
  sources: [{ type: 'image/avif', srcSet: '/p-320.avif 320w, /p-640.avif 640w' }],
};

describe('a photo with other formats', () => {
  it('offers AVIF first in a <picture>, keeping the img’s loading, priority and size', () => {
    const { html, css } = serverRender(<ProductCard name="Unagi" price={145} image={photo} priority />);
    expect(html).toMatch(
      /<picture><source type="image\/avif" srcSet="\/p-320\.avif 320w, \/p-640\.avif 640w" sizes="50vw"\/><img src="\/p-640\.webp"[^>]*><\/picture>/,
    );
    const img = /<img [^>]*>/.exec(html)?.[0] ?? '';
    expect(img).toContain('srcSet="/p-320.webp 320w, /p-640.webp 640w"');
    expect(img).toContain('sizes="50vw"');
    expect(img).toContain('width="640"');
    expect(img).toContain('height="480"');
    expect(img).toContain('loading="eager"');
    expect(img).toContain('fetchPriority="high"');
    // The <picture> takes no box: the img fills the frame as it does alone.
    expect(css).toMatch(/ picture\{display:contents;\}/);
  });

  it('stays a bare <img> when there is only the one format', () => {
    for (const element of [
      <ProductCard key="p" name="Unagi" price={145} image={drawn} />,
      <CategoryCard key="c" name="Supe" href="/supe" image={drawn} />,
      <PromotionCard key="a" title="-20%" image={drawn} />,
    ]) {
      const { html } = serverRender(element);
      expect(html).not.toContain('<picture');
      expect(html).toContain('<img src="/p-640.webp"');
    }
  });

  it('is a <picture> on category and promotion cards too', () => {
    for (const element of [
      <CategoryCard key="c" name="Supe" href="/supe" image={photo} />,
      <PromotionCard key="a" title="-20%" image={photo} />,
    ]) {
      const { html, css } = serverRender(element);
      expect(html).toMatch(/<picture><source type="image\/avif"[^>]*\/><img /);
      expect(css).toMatch(/ picture\{display:contents;\}/);
    }
  });
});
