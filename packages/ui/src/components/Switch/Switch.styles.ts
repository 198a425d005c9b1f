import * as RadixSwitch from '@radix-ui/react-switch';
import styled from 'styled-components';
import { Row } from '../Checkbox/ChoiceField.styles';

export const TRACK_WIDTH = '40px';
const TRACK_HEIGHT = '24px';
const THUMB_SIZE = '18px';
const THUMB_GAP = '3px';

/**
 * The track (Radix's `button role="switch"`). Off it is `border.control` (3:1 on surfaces), on it is
 * the accent; the white thumb's place tells the state too, so it never rests on colour alone.
 */
export const Track = styled(RadixSwitch.Root)`
  position: relative;
  flex: none;
  box-sizing: border-box;
  width: ${TRACK_WIDTH};
  height: ${TRACK_HEIGHT};
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.border.control};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  ${Row}:hover &[data-state='unchecked']:not(:disabled) {
    background: ${({ theme }) => theme.color.border.strong};
  }

  &[data-state='checked'] {
    background: ${({ theme }) => theme.color.accent.solid};
  }

  ${Row}:hover &[data-state='checked']:not(:disabled) {
    background: ${({ theme }) => theme.color.accent.solidHover};
  }

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.border.default};
  }

  &:disabled[data-state='checked'] {
    background: ${({ theme }) => theme.color.border.strong};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export const Thumb = styled(RadixSwitch.Thumb)`
  display: block;
  width: ${THUMB_SIZE};
  height: ${THUMB_SIZE};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transform: translateX(${THUMB_GAP});
  transition: transform ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  &[data-state='checked'] {
    transform: translateX(calc(${TRACK_WIDTH} - ${THUMB_SIZE} - ${THUMB_GAP}));
  }

  [dir='rtl'] & {
    transform: translateX(calc(-1 * ${THUMB_GAP}));
  }

  [dir='rtl'] &[data-state='checked'] {
    transform: translateX(calc(-1 * (${TRACK_WIDTH} - ${THUMB_SIZE} - ${THUMB_GAP})));
  }
`;
