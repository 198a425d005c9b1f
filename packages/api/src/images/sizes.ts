/** Widths of the WebP variants rendered for every product image; all are 4:3. */
export const IMAGE_WIDTHS = [320, 640, 960] as const;
export const IMAGE_HEIGHT_RATIO = 3 / 4;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
