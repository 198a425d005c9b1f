import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import styled, { css } from 'styled-components';
import { media } from '../../theme/media';

/** When the segments take their container's full width, sharing it equally. */
export type SegmentedControlStretch = 'never' | 'mobile' | 'always';

const fullWidth = css`
  display: flex;
  align-self: stretch;
  width: 100%;
`;

/**
 * The joined segments, Radix's `div role="radiogroup"`: one `border.control` outline (3:1 on
 * surfaces) with thin dividers; the chosen segment filled with the accent.
 */
export const Track = styled(RadixRadioGroup.Root)<{ $stretch: SegmentedControlStretch }>`
  /* Holds the hidden inputs Radix adds inside a form. */
  position: relative;
  display: inline-flex;
  align-self: flex-start;
  max-width: 100%;
  box-sizing: border-box;
  border: 1px solid ${({ theme }) => theme.color.border.control};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};

  &[data-disabled] {
    background: ${({ theme }) => theme.color.bg.subtle};
  }

  ${({ $stretch }) =>
    $stretch === 'always'
      ? fullWidth
      : $stretch === 'mobile' &&
        css`
          ${media.mobile} {
            ${fullWidth}
          }
        `}
`;

export const Segment = styled(RadixRadioGroup.Item)<{ $stretch: SegmentedControlStretch }>`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  box-sizing: border-box;
  min-width: 0;
  min-height: ${({ theme }) => `calc(${theme.size.control.sm} - 2px)`};
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.fg.default};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-align: center;
  overflow-wrap: anywhere;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.duration.fast}
    ${({ theme }) => theme.motion.easing.standard};

  /* The corners follow the track's, inside its 1 px border. */
  /* Of-type: inside a form Radix adds a hidden input after each segment. */
  &:first-of-type {
    border-start-start-radius: ${({ theme }) => `calc(${theme.radius.md} - 1px)`};
    border-end-start-radius: ${({ theme }) => `calc(${theme.radius.md} - 1px)`};
  }
  &:last-of-type {
    border-start-end-radius: ${({ theme }) => `calc(${theme.radius.md} - 1px)`};
    border-end-end-radius: ${({ theme }) => `calc(${theme.radius.md} - 1px)`};
  }
  &:not(:first-of-type) {
    border-inline-start: 1px solid ${({ theme }) => theme.color.border.default};
  }

  ${({ $stretch }) =>
    $stretch === 'always'
      ? css`
          flex: 1 1 0;
        `
      : $stretch === 'mobile' &&
        css`
          ${media.mobile} {
            flex: 1 1 0;
          }
        `}

  /* A whole 44 px target on phones: the segment itself, not counting the track's border. */
  ${media.mobile} {
    min-height: ${({ theme }) => theme.size.control.md};
  }

  &:hover:not(:disabled)[data-state='unchecked'] {
    background: ${({ theme }) => theme.color.bg.subtle};
  }

  &[data-state='checked'] {
    background: ${({ theme }) => theme.color.accent.solid};
    color: ${({ theme }) => theme.color.accent.onSolid};
  }

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.fg.muted};
  }

  &:disabled[data-state='checked'] {
    background: ${({ theme }) => theme.color.border.strong};
    color: ${({ theme }) => theme.color.fg.inverse};
  }

  &:focus-visible {
    z-index: 1;
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;
