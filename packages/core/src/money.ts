/**
 * Money. The API's JSON speaks MDL (a number with up to two decimals); every sum is computed in bani, the
 * hundredth of a leu, as integers, so 0.1 + 0.2 never shows up on a receipt.
 */

/** MDL → bani, rounding to the nearest ban (prices carry at most two decimals). */
export const toBani = (mdl: number): number => Math.round(mdl * 100);

/** bani → MDL. */
export const toMdl = (bani: number): number => bani / 100;

/** An MDL amount rounded to the nearest ban (a sum of MDL floats, or a share of one). */
export const roundMdl = (mdl: number): number => toMdl(toBani(mdl));

/** Whether an MDL amount is a whole number of bani (at most two decimals, floats' noise aside). */
export const isWholeBani = (mdl: number): boolean => Math.abs(mdl * 100 - Math.round(mdl * 100)) < 1e-6;
