import * as RadixTooltip from '@radix-ui/react-tooltip';
import styled, { keyframes } from 'styled-components';

const appear = keyframes`
  from { opacity: 0; transform: translateY(2px); }
  to { opacity: 1; transform: none; }
`;

/** A dark bubble (`fg.inverse` on `bg.inverse`, as the kit's toasts), short text, above everything. */
export const Content = styled(RadixTooltip.Content)`
  z-index: ${({ theme }) => theme.zIndex.popover};
  max-width: min(240px, calc(100vw - 16px));
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg.inverse};
  color: ${({ theme }) => theme.color.fg.inverse};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font-family: ${({ theme }) => theme.font.family.body};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: break-word;
  user-select: none;

  /* Only after the hover delay: moving along a toolbar (instant-open) shows the next one at once. */
  &[data-state='delayed-open'] {
    animation: ${appear} ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none !important;
  }
`;

export const Arrow = styled(RadixTooltip.Arrow)`
  fill: ${({ theme }) => theme.color.bg.inverse};
`;
