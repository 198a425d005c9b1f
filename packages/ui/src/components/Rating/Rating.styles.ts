import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import styled from 'styled-components';

/** The stars in a row; the pointer leaving it puts the lit stars back to the chosen value. */
export const Stars = styled(RadixRadioGroup.Root)`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
`;

/**
 * One star, Radix's `button role="radio"`: 48 px to tap (WCAG 2.5.5) around a 32 px glyph. Lit stars
 * take `warning.solid`, unlit ones `fg.subtle`, a 3:1 outline on surfaces; red outlines when invalid.
 */
export const Star = styled(RadixRadioGroup.Item)<{ $lit: boolean; $invalid: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.full};
  background: none;
  color: ${({ theme, $lit, $invalid }) =>
    $lit ? theme.color.warning.solid : $invalid ? theme.color.danger.solid : theme.color.fg.subtle};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: -2px;
  }
`;

/** A read-only row of stars: one image with the rating in words as its name. */
export const Display = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.color.warning.solid};
  vertical-align: middle;
`;

/** One star of the display: the outline, and the filled star over it cut to the star's share of the value. */
export const Cell = styled.span`
  position: relative;
  display: inline-flex;
  flex: none;

  & > svg + svg {
    position: absolute;
    inset: 0;
  }
`;

export const Glyph = styled.svg<{ $filled: boolean }>`
  flex: none;
  fill: ${({ $filled }) => ($filled ? 'currentColor' : 'none')};
  stroke: currentColor;
  stroke-width: 1.6;
  stroke-linejoin: round;
`;
