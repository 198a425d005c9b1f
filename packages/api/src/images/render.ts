// Renders product illustrations to sized WebP files with sharp, cached on disk under generated/images.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Illustration } from '../db/seed/catalog';
import { productSvg } from './draw';
import { IMAGE_HEIGHT_RATIO, type ImageWidth } from './sizes';
import { drawnFile } from './variants';

export async function renderWebp(slug: string, illustration: Illustration, width: ImageWidth): Promise<Buffer> {
  const svg = Buffer.from(productSvg(slug, illustration));
  return sharp(svg, { density: Math.ceil((72 * width) / 400) })
    .resize(width, Math.round(width * IMAGE_HEIGHT_RATIO))
    .webp({ quality: 82, effort: 4 })
    .toBuffer();
}

/**
 * The file for one variant, rendered on first use; the write is atomic so readers never see half. Named
 * like its URL (with the drawing's hash), so a redraw never serves a file cached from before it.
 */
export async function productImage(
  dir: string,
  slug: string,
  illustration: Illustration,
  width: ImageWidth,
): Promise<Buffer> {
  const file = path.join(dir, drawnFile(slug, illustration, width));
  try {
    return await readFile(file);
  } catch {
    const data = await renderWebp(slug, illustration, width);
    await mkdir(dir, { recursive: true });
    const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temp, data);
    await rename(temp, file);
    return data;
  }
}
