// The brand's icon, for the API's own origin (browsers ask every origin for /favicon.ico). A copy of
// packages/storefront/public/favicon.svg: the packages share no files at run time.
import sharp from 'sharp';

export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  '<circle cx="16" cy="16" r="15" fill="#16161A"/><circle cx="16" cy="16" r="9" fill="#FF4A0B"/></svg>';

const ICON_SIZE = 32;

/** The icon as a .ico file: one 32×32 PNG image, which every browser reads from /favicon.ico. */
export async function renderFaviconIco(): Promise<Buffer> {
  const png = await sharp(Buffer.from(FAVICON_SVG)).resize(ICON_SIZE, ICON_SIZE).png().toBuffer();
  // ICONDIR (6 bytes) and one ICONDIRENTRY (16 bytes), then the PNG itself.
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(ICON_SIZE, 6); // width
  header.writeUInt8(ICON_SIZE, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(header.length, 18); // image offset
  return Buffer.concat([header, png]);
}
