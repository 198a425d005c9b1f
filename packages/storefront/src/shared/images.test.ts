import { describe, expect, it } from 'vitest';
import { preloadOf } from './imagePreload';
import { kitImage } from './images';

const drawn = {
  url: 'http://api/images/products/unagi-0a1b2c3d4e-640.webp',
  srcset:
    'http://api/images/products/unagi-0a1b2c3d4e-320.webp 320w, http://api/images/products/unagi-0a1b2c3d4e-640.webp 640w',
  width: 640,
  height: 480,
  sources: [],
};
const webp = (w: number) => `http://api/images/u/${'a'.repeat(64)}-${w}.webp`;
const avif = (w: number) => `http://api/images/u/${'a'.repeat(64)}-${w}.avif`;
const uploaded = {
  url: webp(640),
  srcset: `${webp(320)} 320w, ${webp(640)} 640w, ${webp(960)} 960w`,
  width: 640,
  height: 480,
  sources: [{ type: 'image/avif' as const, srcset: `${avif(320)} 320w, ${avif(640)} 640w, ${avif(960)} 960w` }],
};

describe('a picture of the API as a photo', () => {
  it('keeps a drawn picture a plain WebP <img>, preloaded with its own srcset', () => {
    const image = kitImage(drawn, '50vw');
    expect(image).toEqual({
      src: drawn.url,
      srcSet: drawn.srcset,
      sizes: '50vw',
      width: 640,
      height: 480,
      alt: '',
      sources: [],
    });
    expect(preloadOf(image)).toEqual({ src: drawn.url, srcSet: drawn.srcset, sizes: '50vw' });
  });

  it('offers an uploaded photo’s AVIF first, and preloads that AVIF (typed, so others skip it)', () => {
    const image = kitImage(uploaded, '50vw');
    expect(image.srcSet).toBe(uploaded.srcset);
    expect(image.sources).toEqual([{ type: 'image/avif', srcSet: uploaded.sources[0]?.srcset }]);
    expect(preloadOf(image)).toEqual({
      src: avif(640),
      srcSet: uploaded.sources[0]?.srcset,
      sizes: '50vw',
      type: 'image/avif',
    });
  });

  it('gives no sizes to a single file', () => {
    expect(kitImage({ ...drawn, srcset: '' }, '50vw')).toMatchObject({ srcSet: undefined, sizes: undefined });
  });
});
