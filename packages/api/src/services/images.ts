// Photos the restaurant uploads for its dishes, categories and promotions. An upload is checked by its
// content (never its name or declared type), named by the SHA-256 of its bytes (`images.hash`: the same
// file twice is one picture, cut once) and cut into 4:3 AVIF and WebP variants on disk, which
// /images/u/{hash}-{width}.{avif|webp} serves for a year. Pictures nothing refers to go after a day.
import { createHash, randomBytes } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CATALOG_LIMITS } from '@nori/core/catalog';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import sharp, { type Metadata } from 'sharp';
import type { Db, Tx } from '../db/client';
import { categories, images, products, promotions, type ImageRef } from '../db/schema';
import { ApiError, fieldError } from '../http/errors';
import { heightOf, uploadedFile, uploadWidths, type UploadFormat } from '../images/variants';
import { change, type Actor, type ManageContext } from './manage';

const DAY_MS = 24 * 3_600_000;
const FORMATS: UploadFormat[] = ['avif', 'webp'];
/** The largest picture sharp is allowed to decode: anything bigger is refused before its pixels are read. */
const MAX_PIXELS = CATALOG_LIMITS.photoMaxSide * CATALOG_LIMITS.photoMaxSide;
const SHA256_HEX = /^[0-9a-f]{64}$/;

/** A 413 naming the limit, on the `file` field like the other refusals. */
export const tooBigError = () => {
  const max = CATALOG_LIMITS.photoBytes / (1024 * 1024);
  return new ApiError(413, 'image.tooBig', { max }, { file: [{ key: 'image.tooBig', params: { max } }] });
};

/** What the bytes are, by their content: a type we take, or the reason we do not. */
async function inspect(bytes: Uint8Array) {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw fieldError('file', 'image.unsupportedType');
  }
  const sourceType =
    meta.format === 'jpeg' || meta.format === 'png' || meta.format === 'webp'
      ? `image/${meta.format}`
      : meta.format === 'heif'
        ? meta.compression === 'av1'
          ? 'image/avif'
          : 'image/heic'
        : null;
  if (!sourceType) throw fieldError('file', 'image.unsupportedType');
  // Sides as the picture is seen: a portrait photo stored sideways with an EXIF orientation counts upright.
  const { width, height } = meta.autoOrient;
  const { photoMinSide: min, photoMaxSide: max } = CATALOG_LIMITS;
  if (Math.max(width, height) > max) throw fieldError('file', { key: 'image.tooLarge', params: { max } });
  if (Math.min(width, height) < min) throw fieldError('file', { key: 'image.tooSmall', params: { min } });
  if (sourceType === 'image/heic') {
    // sharp's own libvips reads HEIF's AV1 flavour (AVIF) but ships no HEVC decoder (a patent matter): an
    // iPhone's HEIC is then refused in words. A libvips built with libde265 reads it, and it passes.
    const decodes = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .resize(8, 8)
      .raw()
      .toBuffer()
      .then(() => true)
      .catch(() => false);
    if (!decodes) throw fieldError('file', 'image.heicUnsupported');
  }
  return { sourceType, width, height };
}

/**
 * One cut at a time per process: a 64-megapixel photo takes ~200 MB to decode, and the back office uploads
 * one by one anyway. The shop's requests never wait for this.
 */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => {});
  return run;
}

/** Writes a file whole or not at all: readers see the old state or the new one. */
async function writeAtomic(file: string, data: Uint8Array) {
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temp, data);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

const variantFiles = (dir: string, ref: ImageRef) =>
  uploadWidths(ref).flatMap((width) => FORMATS.map((format) => path.join(dir, uploadedFile(ref.hash, width, format))));

async function variantsExist(dir: string, ref: ImageRef) {
  try {
    await Promise.all(variantFiles(dir, ref).map((file) => access(file)));
    return true;
  } catch {
    return false;
  }
}

/**
 * Cuts the variants: upright (EXIF orientation), a 4:3 cover crop around what draws the eye (sharp's
 * `attention`: saturation, contrast, skin tones — on a plate, the food) at the largest width the picture
 * reaches, then each smaller width from that same crop, so every size frames the same.
 */
async function cut(dir: string, bytes: Uint8Array, ref: ImageRef, name: string) {
  const widths = uploadWidths(ref);
  const largest = widths[widths.length - 1] ?? widths[0]!;
  // The header alone passed `inspect`; the pixels are read here. A file cut short or damaged inside (libpng's
  // "read error", libjpeg's "premature end") is the uploader's to fix, said in words, before anything is written.
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .autoOrient()
    .resize(largest, heightOf(largest), { fit: 'cover', position: sharp.strategy.attention })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw fieldError('file', { key: 'image.damaged', params: { name } });
    });
  await mkdir(dir, { recursive: true });
  for (const width of widths) {
    const sized = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).resize(
        width,
        heightOf(width),
      );
    // Metadata (EXIF: camera, place) is dropped by sharp unless asked for: nothing private leaves with the file.
    const [avif, webp] = await Promise.all([
      sized().avif({ quality: 55, effort: 4 }).toBuffer(),
      sized().webp({ quality: 80, effort: 4 }).toBuffer(),
    ]);
    await writeAtomic(path.join(dir, uploadedFile(ref.hash, width, 'avif')), avif);
    await writeAtomic(path.join(dir, uploadedFile(ref.hash, width, 'webp')), webp);
  }
}

export type UploadedImage = ImageRef & { sourceType: string; bytes: number };

export function createImageService({ manage, dir }: { manage: ManageContext; dir: string }) {
  /**
   * The picture of these bytes, checked, cut and recorded; the same bytes again reuse what is there. `name`
   * (the file's name on the uploader's device) is only for the messages.
   */
  async function upload(actor: Actor, bytes: Uint8Array, name = 'photo'): Promise<UploadedImage> {
    if (bytes.byteLength > CATALOG_LIMITS.photoBytes) throw tooBigError();
    const hash = createHash('sha256').update(bytes).digest('hex');
    const [known] = await manage.db
      .select({
        hash: images.hash,
        width: images.width,
        height: images.height,
        sourceType: images.sourceType,
        bytes: images.bytes,
      })
      .from(images)
      .where(eq(images.hash, hash));
    let picture: UploadedImage | undefined = known;
    if (!picture || !(await variantsExist(dir, picture))) {
      const found = await inspect(bytes);
      const fresh = { hash, ...found, bytes: bytes.byteLength };
      await oneAtATime(() => cut(dir, bytes, fresh, name));
      picture = fresh;
    }
    const ref = picture;
    await change(
      manage,
      actor,
      {
        action: 'image.upload',
        targetType: 'image',
        targetId: hash,
        details: {
          bytes: ref.bytes,
          source_type: ref.sourceType,
          width: ref.width,
          height: ref.height,
          again: !!known,
        },
      },
      async (tx, now) => {
        // `created_at` is when it was last uploaded: a picture sent again is young again, so the purge
        // leaves it to the editor about to use it. The row lock also waits out a purge deleting it.
        await tx
          .insert(images)
          .values({ ...ref, staffId: actor.staff.id, createdAt: now })
          .onConflictDoUpdate({ target: images.hash, set: { createdAt: now } });
      },
      { catalog: false },
    );
    // A purge that removed this picture just before the row above was written took its files too.
    if (!(await variantsExist(dir, ref))) await oneAtATime(() => cut(dir, bytes, ref, name));
    return ref;
  }

  return { upload, dir };
}

export type ImageService = ReturnType<typeof createImageService>;

/**
 * The picture a product, category or promotion is to show, for its editor: null clears it; a hash that
 * was never uploaded (or was purged) is a 422 on `image`. The row is locked until `tx` commits, so the
 * hourly purge cannot remove the picture between this check and the save that refers to it.
 */
export async function imageRef(tx: Db | Tx, hash: string | null): Promise<ImageRef | null> {
  if (hash === null) return null;
  const [row] = SHA256_HEX.test(hash)
    ? await tx
        .select({ hash: images.hash, width: images.width, height: images.height })
        .from(images)
        .where(eq(images.hash, hash))
        .for('share')
    : [];
  if (!row) throw fieldError('image', 'image.unknown');
  return row;
}

/** Whether a product (draft or not), category or promotion shows the picture `hash` (a value or a column). */
const referenced = (hash: string | AnyPgColumn) => sql`(
  exists (select 1 from ${products} where ${products.image} ->> 'hash' = ${hash})
  or exists (select 1 from ${categories} where ${categories.image} ->> 'hash' = ${hash})
  or exists (select 1 from ${promotions} where ${promotions.image} ->> 'hash' = ${hash})
)`;

/**
 * Deletes the pictures uploaded over a day ago that nothing refers to, rows and files (the hourly purge).
 * Each in its own short transaction: the row is locked first and only then checked, so an editor that has
 * just referred to it (and holds the row, `imageRef`) or an upload of the same bytes wins.
 */
export async function purgeUnusedImages(db: Db, dir: string, now: Date): Promise<string[]> {
  const cutoff = new Date(now.getTime() - DAY_MS);
  const candidates = await db
    .select({ hash: images.hash })
    .from(images)
    .where(and(lt(images.createdAt, cutoff), sql`not ${referenced(images.hash)}`))
    .limit(500);
  const removed: string[] = [];
  for (const { hash } of candidates) {
    const gone = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(images)
        .where(and(eq(images.hash, hash), lt(images.createdAt, cutoff)))
        .for('update');
      if (!row) return false;
      // A fresh statement, so it sees what committed while this one waited for the lock.
      const [still] = await tx
        .select({ hash: images.hash })
        .from(images)
        .where(and(eq(images.hash, hash), referenced(hash)));
      if (still) return false;
      await tx.delete(images).where(eq(images.hash, hash));
      // Inside the transaction: an upload of the same bytes waits on the row and then finds the files gone.
      await Promise.all(variantFiles(dir, row).map((file) => rm(file, { force: true })));
      return true;
    });
    if (gone) removed.push(hash);
  }
  return removed;
}
