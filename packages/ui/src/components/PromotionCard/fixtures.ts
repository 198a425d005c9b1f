/** Story fixtures: promotion banners drawn as inline SVG data URIs (no network). Colours are hsl(): pictures, not theme. */
import type { ProductCardImage } from '../ProductCard/ProductCard.types';

function roll(cx: number, cy: number, r: number, hue: number): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="hsl(150, 25%, 14%)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.82}" fill="hsl(40, 40%, 97%)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.34}" fill="hsl(${hue}, 85%, 62%)"/>`
  );
}

/** A 16:9 banner: a tinted field with a row of rolls and a big decorative circle. */
export function bannerImage(hue: number): ProductCardImage {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" width="800" height="450">` +
    `<rect width="800" height="450" fill="hsl(${hue}, 70%, 88%)"/>` +
    `<circle cx="640" cy="120" r="220" fill="hsl(${hue}, 80%, 70%)"/>` +
    `<rect x="60" y="250" width="680" height="150" rx="30" fill="hsl(30, 45%, 55%)"/>` +
    [150, 275, 400, 525, 650].map((cx, i) => roll(cx, 325, 52, (hue + i * 50) % 360)).join('') +
    `</svg>`;
  return { src: `data:image/svg+xml,${encodeURIComponent(svg)}`, width: 800, height: 450 };
}
