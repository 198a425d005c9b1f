import * as RadixTabs from '@radix-ui/react-tabs';
import styled from 'styled-components';

export const Root = styled(RadixTabs.Root)`
  display: grid;
  /* A grid child may shrink below its content: the list scrolls instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

/**
 * One row that never wraps: on a phone it scrolls sideways inside its own box (a thin scrollbar shows
 * there is more), and the page keeps its width. Focusing a tab with the arrows scrolls it into view.
 */
export const List = styled(RadixTabs.List)`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  /* The line under the tabs is the list's own shadow, so the active tab's bar can sit on it. */
  box-shadow: inset 0 -1px 0 ${({ theme }) => theme.color.border.default};
  scroll-padding-inline: ${({ theme }) => theme.space.lg};
`;

/** 44 px tall: a thumb's target. The active tab is told apart by its bar and weight, not colour alone. */
export const Trigger = styled(RadixTabs.Trigger)`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-bottom: 2px solid transparent;
  background: none;
  color: ${({ theme }) => theme.color.fg.muted};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  transition:
    color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard},
    border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  &:hover:not([data-disabled]) {
    color: ${({ theme }) => theme.color.fg.default};
  }

  /* Inset: the list's overflow would cut a ring drawn outside the tab. */
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: -2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }

  &[data-state='active'] {
    color: ${({ theme }) => theme.color.fg.default};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    border-bottom-color: ${({ theme }) => theme.color.accent.solid};
  }

  &[data-disabled] {
    color: ${({ theme }) => theme.color.fg.subtle};
    cursor: not-allowed;
  }
`;

/** The count: a quiet pill, accent-tinted on the active tab. */
export const Count = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.5rem;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bg.subtle};
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.5rem;
  font-variant-numeric: tabular-nums;

  [data-state='active'] > & {
    background: ${({ theme }) => theme.color.accent.subtle};
    color: ${({ theme }) => theme.color.accent.text};
  }
`;

export const Content = styled(RadixTabs.Content)`
  min-width: 0;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;
