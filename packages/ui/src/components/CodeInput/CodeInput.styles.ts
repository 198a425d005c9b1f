import styled from 'styled-components';
import { ControlBox, controlText } from '../TextField/TextField.styles';

/** Space between digits; each digit sits centred in a slot of `1ch + SLOT_GAP`. */
const SLOT_GAP = '0.75em';
const slot = `(1ch + ${SLOT_GAP})`;

/** The box hugs the digits instead of stretching. */
export const CodeBox = styled(ControlBox)`
  align-self: flex-start;
`;

/**
 * One input drawn as `$length` slots: a monospace font with wide letter-spacing, and a short line
 * under each slot so the person sees how many digits are expected. The text starts half a gap in,
 * which centres each digit in its slot; the width leaves room for the caret after the last one.
 */
export const CodeField = styled.input<{ $length: number }>`
  ${controlText}
  flex: none;
  width: calc(${({ $length }) => $length} * ${slot} + ${SLOT_GAP} / 2 + 2px);
  text-indent: calc(${SLOT_GAP} / 2);
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-variant-numeric: tabular-nums;
  letter-spacing: ${SLOT_GAP};
  background-image: ${({ $length, theme }) =>
    Array.from(
      { length: $length },
      () => `linear-gradient(${theme.color.border.strong}, ${theme.color.border.strong})`,
    ).join(', ')};
  background-size: 1ch 2px;
  background-position: ${({ $length }) =>
    Array.from({ length: $length }, (_, i) => `calc(${i} * ${slot} + ${SLOT_GAP} / 2) calc(100% - 6px)`).join(', ')};
  background-repeat: no-repeat;

  &:disabled {
    background-image: none;
  }
`;
