import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import styled, { css } from 'styled-components';
import { Row } from '../Checkbox/ChoiceField.styles';

export type RadioGroupOrientation = 'vertical' | 'horizontal';

export const RADIO_SIZE = '20px';

/** The options' container, Radix's `div role="radiogroup"`. */
export const Options = styled(RadixRadioGroup.Root)<{ $orientation: RadioGroupOrientation }>`
  display: flex;
  ${({ theme, $orientation }) =>
    $orientation === 'horizontal'
      ? css`
          flex-wrap: wrap;
          column-gap: ${theme.space.lg};
        `
      : css`
          flex-direction: column;
        `}
`;

/**
 * The round radio (Radix's `button role="radio"`): a `border.control` ring (3:1 on surfaces), the
 * accent ring and dot when chosen, red when the group is invalid. Looks follow `data-state`.
 */
export const Radio = styled(RadixRadioGroup.Item)<{ $invalid: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  width: ${RADIO_SIZE};
  height: ${RADIO_SIZE};
  margin: 0;
  padding: 0;
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger.solid : theme.color.border.control)};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme, $invalid }) => ($invalid ? theme.color.danger.solid : theme.color.accent.solid)};
  cursor: pointer;

  ${Row}:hover &[data-state='unchecked']:not(:disabled) {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.color.danger.solid : theme.color.border.strong)};
  }

  &[data-state='checked'] {
    border-color: currentColor;
  }

  &:disabled {
    cursor: not-allowed;
    border-color: ${({ theme }) => theme.color.border.default};
    background: ${({ theme }) => theme.color.bg.subtle};
    color: ${({ theme }) => theme.color.fg.muted};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

/** The dot of a chosen radio; Radix renders it only then. */
export const Dot = styled(RadixRadioGroup.Indicator)`
  display: block;
  width: 10px;
  height: 10px;
  border-radius: ${({ theme }) => theme.radius.full};
  background: currentColor;
`;
