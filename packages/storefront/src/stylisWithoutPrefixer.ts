/**
 * stylis as styled-components gets it in the browser build (vite.config.ts, `stylisWithoutPrefixer`): all
 * of stylis but its vendor prefixer. styled-components 6 reads `stylis.prefixer` off a namespace import and
 * uses it only when a `StyleSheetManager` turns `enableVendorPrefixes` on (off by default; the shop and the
 * kit never do), yet the namespace read alone kept stylis' prefix table in every first load (~1,250 bytes
 * gzip, issue 18). The server renders with stylis as it is, so both sides write the same, unprefixed CSS.
 */
import type { Middleware } from 'stylis';

export * from 'stylis';

/**
 * Stands in for stylis' prefixer. Turning vendor prefixing on would need the real one, and the browser's
 * CSS would differ from the server's: the first style written throws instead of drifting silently.
 */
export const prefixer: Middleware = () => {
  throw new Error(
    'enableVendorPrefixes: the browser build has no vendor prefixer (stylisWithoutPrefixer, vite.config.ts)',
  );
};
