import styled from 'styled-components';
import { media } from '../../theme/media';

export const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * A row: the handle, the app's content, the move buttons. While lifted it stays where the pointer or the
 * arrows take it, over the others, with a shadow; the rest slide out of its way (unless motion is reduced).
 */
export const Row = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};

  &[data-dragging] {
    z-index: 1;
    border-color: ${({ theme }) => theme.color.border.focus};
    box-shadow: ${({ theme }) => theme.shadow.lg};
  }

  ${media.reducedMotion} {
    transition: none !important;
  }
`;

/** The grip: the pointer takes the row by it, and the keyboard lifts the row from it. */
export const Handle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.control.md};
  height: ${({ theme }) => theme.size.control.md};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.fg.muted};
  cursor: grab;
  /* The pointer's move is the drag, not a scroll of the page (touch screens). */
  touch-action: none;

  &:hover {
    background: ${({ theme }) => theme.color.bg.subtle};
    color: ${({ theme }) => theme.color.fg.default};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
  [data-dragging] > & {
    cursor: grabbing;
  }
`;

export const Content = styled.div`
  min-width: 0;
`;

export const Moves = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
`;
