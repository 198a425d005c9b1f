// Cuts the Romanian letters outside Latin-1 (ă ș ț and the cedilla ş ţ older texts use, both cases) out of
// Fontsource's latin-ext files: a Romanian page needs these ten glyphs, not the 85 kB of all of latin-ext.
// The variable weight axis is kept. Run after upgrading @fontsource-variable/*:
//   node packages/ui/scripts/subset-fonts.mjs
// (fonts.test.ts fails when the committed files no longer match what this produces.)
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

/** The characters of the `romanian` subset; fonts.ts declares the same as its unicode-range. */
export const ROMANIAN_EXTRA = 'ĂăŞşŢţȘșȚț';

export const families = ['inter', 'lora'];

export const sourceOf = (family) =>
  require.resolve(`@fontsource-variable/${family}/files/${family}-latin-ext-wght-normal.woff2`);
export const targetOf = (family) => new URL(`../src/theme/fonts/${family}-romanian-wght-normal.woff2`, import.meta.url);

export async function subsetRomanian(family) {
  return subsetFont(await readFile(sourceOf(family)), ROMANIAN_EXTRA, { targetFormat: 'woff2' });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const family of families) {
    const font = await subsetRomanian(family);
    await writeFile(targetOf(family), font);
    console.log(`${family}: ${font.length} bytes`);
  }
}
