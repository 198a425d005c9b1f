import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import type { Theme } from './theme';

extend([a11yPlugin]);

/** A pair of roles the kit puts one on the other, and the WCAG 2.2 contrast the pair must reach. */
export interface ContrastPair {
  /** The role drawn on top, as a path in the theme: `color.fg.muted`. */
  fg: string;
  /** The role underneath: `color.bg.surface`. */
  bg: string;
  /** 4.5 for text (1.4.3), 3 for the outlines of controls and the focus ring (1.4.11). */
  min: number;
}

export interface ContrastProblem extends ContrastPair {
  /** The contrast the theme gives, rounded to two decimals. */
  ratio: number;
}

const text = (fg: string, ...bgs: string[]): ContrastPair[] => bgs.map((bg) => ({ fg, bg, min: 4.5 }));
const outline = (fg: string, ...bgs: string[]): ContrastPair[] => bgs.map((bg) => ({ fg, bg, min: 3 }));
const canvasAndSurface = ['color.bg.canvas', 'color.bg.surface'];
const tones = ['danger', 'success', 'warning', 'info'] as const;

/**
 * Every pair of roles the kit's components draw one over the other, with the contrast the role's own
 * documentation promises (`theme.ts`). A brand that keeps them all is as readable as the kit's two.
 */
export const contrastPairs: readonly ContrastPair[] = [
  ...text('color.fg.default', ...canvasAndSurface, 'color.bg.subtle'),
  ...text('color.fg.muted', ...canvasAndSurface),
  ...text('color.fg.inverse', 'color.bg.inverse'),
  ...text('color.accent.onSolid', 'color.accent.solid', 'color.accent.solidHover', 'color.accent.solidActive'),
  ...text('color.accent.text', ...canvasAndSurface, 'color.accent.subtle'),
  ...tones.flatMap((tone) => [
    ...text(`color.${tone}.onSolid`, `color.${tone}.solid`),
    ...text(`color.${tone}.text`, 'color.bg.surface', `color.${tone}.subtle`),
  ]),
  ...outline('color.border.control', ...canvasAndSurface),
  ...outline('color.border.focus', ...canvasAndSurface),
];

function roleOf(theme: Theme, rolePath: string): string {
  const value = rolePath.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], theme);
  if (typeof value !== 'string') throw new Error(`The theme "${theme.name}" has no colour at ${rolePath}`);
  return value;
}

/**
 * The pairs of `contrastPairs` a theme does not make readable enough: an empty list for a good brand. For an
 * app's test of its own brand files, the way the kit tests its two: `expect(contrastProblems(theme)).toEqual([])`.
 */
export function contrastProblems(theme: Theme, pairs: readonly ContrastPair[] = contrastPairs): ContrastProblem[] {
  return pairs.flatMap((pair) => {
    const ratio = colord(roleOf(theme, pair.fg)).contrast(roleOf(theme, pair.bg));
    return ratio + 0.005 < pair.min ? [{ ...pair, ratio }] : [];
  });
}
