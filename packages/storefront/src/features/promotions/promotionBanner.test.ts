import { describe, expect, it } from 'vitest';
import { bannerSvg, promotionBanner } from './promotionBanner';

const colours = { background: '#fff1ea', accent: '#ff4a0b', ink: '#16161a', paper: '#ffffff' };

describe('promotion banner', () => {
  it('draws in the colours it is given, and differs between promotions', () => {
    const svg = bannerSvg(1, colours);
    expect(svg).toContain('fill="#fff1ea"');
    expect(svg).toContain('fill="#ff4a0b"');
    expect(bannerSvg(2, colours)).not.toBe(svg);
  });

  it('is a sized, decorative data URI image', () => {
    const image = promotionBanner(3, colours);
    expect(image.src.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(image.src.slice('data:image/svg+xml,'.length))).toBe(bannerSvg(3, colours));
    expect(image).toMatchObject({ width: 800, height: 450, alt: '' });
  });
});
