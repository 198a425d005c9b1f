import * as Popover from '@radix-ui/react-popover';
import styled, { keyframes } from 'styled-components';

const appear = keyframes`from { opacity: 0; transform: translateY(-4px); }`;

/** The desktop popover: a surface under the field. */
export const PopoverPanel = styled(Popover.Content)`
  z-index: ${({ theme }) => theme.zIndex.popover};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.overlay};

  &[data-state='open'] {
    animation: ${appear} ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};
  }

  &:focus-visible {
    outline: none;
  }
`;

/** Keeps the calendar button close to the text. */
export const TriggerSlot = styled.span`
  display: inline-flex;
  flex: none;
  margin-right: calc(-1 * ${({ theme }) => theme.space.sm});
`;
