import styled, { css, type DefaultTheme } from 'styled-components';

/**
 * The text's colour role: `muted` for secondary lines (counts, dates, captions), readable on the canvas and on
 * surfaces; `danger` and `success` for an outcome, readable on surfaces (a panel, a dialog) and their tone's fill.
 */
export type TextTone = 'default' | 'muted' | 'danger' | 'success';
/** A step of the theme's `font.size` scale. */
export type TextSize = keyof DefaultTheme['font']['size'];
/** A step of the theme's `font.weight` scale. */
export type TextWeight = keyof DefaultTheme['font']['weight'];

const toneColour: Record<TextTone, (theme: DefaultTheme) => string> = {
  default: ({ color }) => color.fg.default,
  // fg.muted meets 4.5:1 on the canvas and on surfaces in every brand (contrastProblems checks it).
  muted: ({ color }) => color.fg.muted,
  danger: ({ color }) => color.danger.text,
  success: ({ color }) => color.success.text,
};

/** Only what is asked for is set: a `Text` with no tone or size takes its parent's, as a `span` would. */
export const TextRoot = styled.span<{ $tone?: TextTone; $size?: TextSize; $weight?: TextWeight }>`
  margin: 0;
  ${({ theme, $tone }) =>
    $tone &&
    css`
      color: ${toneColour[$tone](theme)};
    `}
  ${({ theme, $size }) =>
    $size &&
    css`
      font-size: ${theme.font.size[$size]};
    `}
  ${({ theme, $weight }) =>
    $weight &&
    css`
      font-weight: ${theme.font.weight[$weight]};
    `}
`;
