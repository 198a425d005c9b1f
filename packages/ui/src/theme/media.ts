/** The kit's one breakpoint: below 769 px is mobile, 769 px and wider is desktop (spec §9). */
export const DESKTOP_MIN_WIDTH = 769;

export const mediaQueries = {
  mobile: `(max-width: ${DESKTOP_MIN_WIDTH - 0.02}px)`,
  desktop: `(min-width: ${DESKTOP_MIN_WIDTH}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** `@media` prefixes for styled-components: `${media.desktop} { … }`. */
export const media = {
  mobile: `@media ${mediaQueries.mobile}`,
  desktop: `@media ${mediaQueries.desktop}`,
  reducedMotion: `@media ${mediaQueries.reducedMotion}`,
} as const;
