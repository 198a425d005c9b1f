import styled, { css } from 'styled-components';
import { media } from '../../theme/media';

/** The height of one line of a label: the control is centred on it, however many lines follow. */
export const firstLine = css`
  calc(${({ theme }) => `${theme.font.lineHeight.normal} * ${theme.font.size.md}`})
`;

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  font-family: ${({ theme }) => theme.font.family.body};
  color: ${({ theme }) => theme.color.fg.default};
`;

/**
 * The control and its text. The label's `::after` covers the whole row, so a tap anywhere on it (the
 * description included) toggles the control; on phones the row is at least 44 px tall.
 */
export const Row = styled.div<{ $controlPosition: 'start' | 'end' }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.xs};

  ${({ $controlPosition }) =>
    $controlPosition === 'end' &&
    css`
      justify-content: space-between;
    `}

  ${media.mobile} {
    padding-block: calc((${({ theme }) => theme.size.control.md} - ${firstLine}) / 2);
  }
`;

/**
 * As tall as the first line of the label; positioned so Radix's hidden form input stays inside it, and above
 * the label's row-wide `::after`, so a click or tap on the box reaches the control itself (not its label).
 */
export const ControlSlot = styled.span`
  position: relative;
  z-index: 1;
  flex: none;
  display: flex;
  align-items: center;
  height: ${firstLine};
`;

export const Text = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  /* Long Romanian or Russian words wrap instead of pushing the page sideways. */
  overflow-wrap: anywhere;
`;

export const Label = styled.label<{ $disabled: boolean }>`
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.fg.muted : theme.color.fg.default)};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

export const Description = styled.span`
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

/** The error sits under the text, lined up with the label rather than with the control. */
export const ErrorSlot = styled.div<{ $indent: string | null }>`
  padding-inline-start: ${({ theme, $indent }) => ($indent ? `calc(${$indent} + ${theme.space.sm})` : '0')};
`;
