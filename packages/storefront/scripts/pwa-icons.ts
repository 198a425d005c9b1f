/**
 * Draws the web app manifests' icons (issue 17) for every brand the shop can render in, from the brand's
 * mark (public/favicon.svg's disc: a ring in the brand's inverse colour around its accent) in the brand's
 * colours: `public/icons/<brand>-<size>.png` (any purpose: the mark alone, transparent around it) and
 * `public/icons/<brand>-<size>-maskable.png` (full bleed, the mark inside the safe zone, a circle of 80 %).
 * Run after adding or recolouring a brand: `npm run icons -w @nori/storefront`; the manifest test checks that
 * every brand has its files.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { createServer } from 'vite';
import type { Theme } from '@nori/ui';
import type * as Brands from '../src/brands';
import type * as Manifest from '../src/features/pwa/manifest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The brands module (the kit's brands and src/brands' files, fonts imported and all) loaded as the server
// build loads it, through Vite.
const vite = await createServer({ root, logLevel: 'error', server: { middlewareMode: true, hmr: false } });
const { brandThemeNames, themeOf } = (await vite.ssrLoadModule('/src/brands/index.ts')) as typeof Brands;
const { ICON_SIZES } = (await vite.ssrLoadModule('/src/features/pwa/manifest.ts')) as typeof Manifest;
const themes: Record<string, Theme> = Object.fromEntries(brandThemeNames.map((name) => [name, themeOf(name)]));

/** The mark on a square of `size`: its disc's radius is `radius` (of 0.5), on `background` or none. */
function markSvg(theme: Theme, size: number, radius: number, background?: string): string {
  const c = size / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    (background ? `<rect width="${size}" height="${size}" fill="${background}"/>` : '') +
    `<circle cx="${c}" cy="${c}" r="${size * radius}" fill="${theme.color.bg.inverse}"/>` +
    `<circle cx="${c}" cy="${c}" r="${size * radius * 0.6}" fill="${theme.color.accent.solid}"/></svg>`
  );
}

for (const [name, theme] of Object.entries(themes)) {
  for (const size of ICON_SIZES) {
    const out = path.join(root, 'public/icons', name);
    await sharp(Buffer.from(markSvg(theme, size, 15 / 32)))
      .png({ compressionLevel: 9 })
      .toFile(`${out}-${size}.png`);
    // Maskable: the background is the ring's colour, so any mask shape shows the same mark.
    await sharp(Buffer.from(markSvg(theme, size, 0.3, theme.color.bg.inverse)))
      .png({ compressionLevel: 9 })
      .toFile(`${out}-${size}-maskable.png`);
  }
  console.log(`icons: ${name}`);
}
await vite.close();
