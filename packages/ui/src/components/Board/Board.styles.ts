import styled from 'styled-components';
import { TabsList } from '../Tabs/Tabs';

/** A column's narrowest width: a ticket's number, flags and due time still stand on one line. */
export const COLUMN_MIN_WIDTH = '17rem';

/**
 * From 769 px: the columns side by side, as tall as the board's container (the app shell's main area),
 * each scrolling on its own. When they do not all fit (six columns on a 1024 px tablet), the board
 * scrolls sideways and stops at a column's edge.
 */
export const Root = styled.div`
  /* Holds what is positioned inside (the clipped words of headings), so the board's overflow clips it too. */
  position: relative;
  box-sizing: border-box;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(${COLUMN_MIN_WIDTH}, 1fr);
  gap: ${({ theme }) => theme.space.md};
  height: 100%;
  min-height: 20rem;
  min-width: 0;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x proximity;
  scroll-padding-inline: ${({ theme }) => theme.space.xs};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

/** Below 769 px: one column at a time under a row of tabs. */
export const PhoneRoot = styled.div`
  min-width: 0;
`;

/**
 * The phone's tabs stay at the top of the scrolling area (the shell's main area) while a long column is
 * scrolled, one thumb's reach from any ticket; the page's own fill keeps the tickets from showing through.
 */
export const StickyTabsList = styled(TabsList)`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  background: ${({ theme }) => theme.color.bg.canvas};
`;

/** A column: a quiet fill behind its tickets, the header on top, the list below scrolling on its own. */
export const Column = styled.section`
  position: relative;
  box-sizing: border-box;
  display: grid;
  grid-template-rows: auto minmax(0, 1fr);
  min-width: 0;
  min-height: 0;
  border-radius: ${({ theme }) => theme.radius[theme.surface.radius]};
  background: ${({ theme }) => theme.color.bg.subtle};
  scroll-snap-align: start;
`;

/** On a phone the column is the tab's panel: no fill, no scroll of its own, the page scrolls. */
export const PhoneColumn = styled.div`
  min-width: 0;
`;

export const ColumnHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 40px;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
`;

export const ColumnHeading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  margin: 0;
  font-family: ${({ theme }) => theme.font.family.heading};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

/** The column's count: the same quiet pill as a tab's count, on the column's fill. */
export const Count = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.5rem;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  font-family: ${({ theme }) => theme.font.family.body};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1.5rem;
  font-variant-numeric: tabular-nums;
`;

/**
 * The column's own scroll box. The padding leaves room for a new ticket's outline and ring, which the
 * scroll box would otherwise cut.
 */
export const Scroll = styled.div`
  position: relative;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior-y: contain;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm} ${theme.space.sm}`};
  border-radius: inherit;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: -2px;
  }
`;

export const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  min-width: 0;
`;
