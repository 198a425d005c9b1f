import * as RadixCheckbox from '@radix-ui/react-checkbox';
import styled from 'styled-components';
import { Row } from './ChoiceField.styles';

/** The box's side: 20 px, centred on the label's first line. */
export const BOX_SIZE = '20px';

/**
 * The box (Radix's `button role="checkbox"`). Its outline is `border.control` (3:1 on surfaces); a
 * checked or mixed box is filled with the accent, the tick or dash in `accent.onSolid`. Looks follow
 * Radix's `data-state` (`checked`, `unchecked`, `indeterminate`) and `aria-invalid`.
 */
export const Box = styled(RadixCheckbox.Root)`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  width: ${BOX_SIZE};
  height: ${BOX_SIZE};
  margin: 0;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.color.border.control};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.accent.onSolid};
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard},
    border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  ${Row}:hover &[data-state='unchecked']:not(:disabled) {
    border-color: ${({ theme }) => theme.color.border.strong};
  }

  &[data-state='checked'],
  &[data-state='indeterminate'] {
    border-color: ${({ theme }) => theme.color.accent.solid};
    background: ${({ theme }) => theme.color.accent.solid};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger.solid};
  }

  &[aria-invalid='true'][data-state='checked'],
  &[aria-invalid='true'][data-state='indeterminate'] {
    background: ${({ theme }) => theme.color.danger.solid};
    color: ${({ theme }) => theme.color.danger.onSolid};
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

export const Indicator = styled(RadixCheckbox.Indicator)`
  display: flex;
  align-items: center;
  justify-content: center;

  svg {
    stroke-width: 3;
  }
`;
