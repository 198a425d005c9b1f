import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import styled, { css } from 'styled-components';
import { media } from '../../theme/media';

export type RadioCardOrientation = 'vertical' | 'horizontal';

/**
 * The cards' container, Radix's `div role="radiogroup"`. `horizontal` puts the cards side by side
 * from the desktop breakpoint (each at least 160 px, sharing the row) and stacks them on phones.
 */
export const Cards = styled(RadixRadioGroup.Root)<{ $orientation: RadioCardOrientation }>`
  /* Holds the hidden inputs Radix adds inside a form. */
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  ${({ $orientation }) =>
    $orientation === 'horizontal' &&
    css`
      ${media.desktop} {
        grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
      }
    `}
`;

/** The round mark inside a card: the radio's state drawn as a radio, not only as the card's colour. */
export const Ring = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  width: 20px;
  height: 20px;
  border: 2px solid ${({ theme }) => theme.color.border.control};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bg.surface};
`;

export const Dot = styled(RadixRadioGroup.Indicator)`
  display: block;
  width: 10px;
  height: 10px;
  border-radius: ${({ theme }) => theme.radius.full};
  background: currentColor;
`;

/** The line boxes of the title: the ring and the icon sit on its first line. */
const firstLine = css`
  calc(${({ theme }) => `${theme.font.lineHeight.normal} * ${theme.font.size.md}`})
`;

export const Lead = styled.span`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: ${firstLine};
`;

/**
 * The card: Radix's `button role="radio"`, so the whole card is the target and the ring of focus.
 * A chosen card takes a 2 px accent border and a pale accent fill; an invalid group's cards a red border.
 */
export const Card = styled(RadixRadioGroup.Item)<{ $invalid: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  box-sizing: border-box;
  width: 100%;
  min-height: ${({ theme }) => theme.size.control.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger.solid : theme.color.border.default)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  font: inherit;
  text-align: start;
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard},
    background-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  &:hover:not(:disabled) {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.color.danger.solid : theme.color.border.strong)};
  }

  &[data-state='checked'] {
    border-color: ${({ theme }) => theme.color.accent.solid};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.accent.solid};
    background: ${({ theme }) => theme.color.accent.subtle};
  }

  &[data-state='checked'] ${Ring} {
    border-color: ${({ theme }) => theme.color.accent.solid};
    color: ${({ theme }) => theme.color.accent.solid};
  }

  ${({ $invalid }) =>
    $invalid &&
    css`
      ${Ring} {
        border-color: ${({ theme }) => theme.color.danger.solid};
      }
    `}

  &:disabled {
    cursor: not-allowed;
    border-color: ${({ theme }) => theme.color.border.default};
    background: ${({ theme }) => theme.color.bg.subtle};
    color: ${({ theme }) => theme.color.fg.muted};
  }

  &:disabled ${Ring} {
    border-color: ${({ theme }) => theme.color.border.default};
    color: ${({ theme }) => theme.color.fg.muted};
    background: ${({ theme }) => theme.color.bg.subtle};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export const CardText = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  overflow-wrap: anywhere;
`;

export const Title = styled.span`
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const CardDescription = styled.span`
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

/** A price, a time or an icon at the card's end, on the title's line. */
export const Trailing = styled.span`
  flex: none;
  display: flex;
  align-items: center;
  min-height: ${firstLine};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  white-space: nowrap;
`;
