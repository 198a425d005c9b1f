/**
 * The API gives promotions no picture, and an empty frame looks unfinished: each promotion gets a
 * drawn banner in the brand's own colours (theme roles passed in, so a re-branded shop re-colours it),
 * varied by the promotion's id. An SVG data URI: the page's CSP allows `data:` images.
 */
import type { ProductCardImage } from '@nori/ui';

export interface BannerColours {
  /** The field: a pale tint of the accent. */
  background: string;
  /** The brand colour: the big circle and the fillings. */
  accent: string;
  /** The nori rings. */
  ink: string;
  /** The rice. */
  paper: string;
}

export const BANNER_WIDTH = 800;
export const BANNER_HEIGHT = 450;

function roll(cx: number, cy: number, r: number, { ink, paper, accent }: BannerColours): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${ink}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${(r * 0.82).toFixed(1)}" fill="${paper}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${(r * 0.34).toFixed(1)}" fill="${accent}"/>`
  );
}

/** The SVG markup of the banner for a promotion id: a board of rolls under a big circle of the accent. */
export function bannerSvg(seed: number, colours: BannerColours): string {
  const n = Math.abs(seed);
  const count = 3 + (n % 3);
  const radius = 64 - count * 4;
  const gap = 600 / count;
  const rolls = Array.from({ length: count }, (_, i) =>
    roll(Math.round(100 + gap * (i + 0.5)), 318, radius, colours),
  ).join('');
  const circleX = n % 2 ? 170 : 630;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}">` +
    `<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="${colours.background}"/>` +
    `<circle cx="${circleX}" cy="120" r="220" fill="${colours.accent}" fill-opacity="0.18"/>` +
    `<rect x="60" y="240" width="680" height="156" rx="32" fill="${colours.ink}" fill-opacity="0.1"/>` +
    rolls +
    `<ellipse cx="${circleX === 170 ? 690 : 110}" cy="180" rx="34" ry="20" fill="${colours.accent}" fill-opacity="0.45"/>` +
    `</svg>`
  );
}

/** The banner as a card image (decorative: `alt` stays empty, the title says it all). */
export function promotionBanner(seed: number, colours: BannerColours): ProductCardImage {
  return {
    src: `data:image/svg+xml,${encodeURIComponent(bannerSvg(seed, colours))}`,
    width: BANNER_WIDTH,
    height: BANNER_HEIGHT,
    alt: '',
  };
}
