import styled, { css } from 'styled-components';
import { media } from '../../theme/media';

export type TableAlign = 'start' | 'center' | 'end';
/** `mobile`: below 769 px each row becomes a card of "Column: value" lines; `never`: always a grid. */
export type TableStack = 'mobile' | 'never';

const justify: Record<TableAlign, string> = { start: 'flex-start', center: 'center', end: 'flex-end' };

/** Clipped out of sight, still read: the same rules as the kit's VisuallyHidden. */
const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  border: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/**
 * The scroll box. With `maxHeight` the table scrolls within it and the header sticks to its top;
 * a wide table scrolls sideways in it instead of widening the page.
 */
export const Wrapper = styled.div<{ $maxHeight?: string }>`
  position: relative;
  max-width: 100%;
  overflow: auto;
  max-height: ${({ $maxHeight }) => $maxHeight ?? 'none'};
  border-radius: ${({ theme }) => theme.radius.md};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export const StyledTable = styled.table<{ $stack: TableStack; $sticky: boolean }>`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  color: ${({ theme }) => theme.color.fg.default};
  background: ${({ theme }) => theme.color.bg.surface};

  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    text-align: start;
    vertical-align: middle;
  }

  th[data-align='center'],
  td[data-align='center'] {
    text-align: center;
  }

  th[data-align='end'],
  td[data-align='end'] {
    text-align: end;
  }

  thead th {
    color: ${({ theme }) => theme.color.fg.muted};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    background: ${({ theme }) => theme.color.bg.surface};
    border-bottom-color: ${({ theme }) => theme.color.border.strong};
    white-space: nowrap;
    ${({ $sticky, theme }) =>
      $sticky &&
      css`
        position: sticky;
        top: 0;
        z-index: 1;
        /* A shadow, not the border, shows the line under a stuck header (borders scroll away). */
        box-shadow: inset 0 -1px 0 ${theme.color.border.strong};
      `}
  }

  tbody th {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  tbody tr[data-selected] > * {
    background: ${({ theme }) => theme.color.accent.subtle};
  }

  [data-select] {
    width: 1%;
    padding-inline-end: 0;
  }

  ${({ $stack, theme }) =>
    $stack === 'mobile' &&
    css`
      ${media.mobile} {
        /*
         * Cards. The elements keep their explicit roles (table, row, cell…), so a screen reader still
         * reads a table whose display is no longer one. Each value carries its column's name as an
         * aria-hidden label: the cell is still announced with its real column header.
         */
        &,
        tbody,
        tr,
        td,
        tbody th {
          display: block;
        }

        & {
          background: none;
        }

        thead tr {
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: ${theme.space.xs};
          margin-bottom: ${theme.space.sm};
        }

        thead th {
          position: static;
          padding: 0;
          border: 0;
          box-shadow: none;
          background: none;
        }

        /* Headers with nothing to press are read by the cells; only sort buttons and "select all" show. */
        thead th:not([aria-sort], [data-select]) {
          ${visuallyHidden}
        }

        tbody tr {
          position: relative;
          padding: ${theme.space.sm} ${theme.space.md};
          margin-bottom: ${theme.space.sm};
          border: 1px solid ${theme.color.border.default};
          border-radius: ${theme.radius.md};
          background: ${theme.color.bg.surface};
        }

        tbody tr[data-selected] {
          background: ${theme.color.accent.subtle};
        }

        tbody td,
        tbody th {
          display: grid;
          grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
          gap: ${theme.space.sm};
          padding: ${theme.space.xxs} 0;
          border: 0;
          text-align: start;
          background: none;
          overflow-wrap: anywhere;
        }

        tbody tr[data-selected] > * {
          background: none;
        }

        /* The row's heading is the card's title, without its column's name. */
        tbody th[scope='row'] {
          display: block;
          font-size: ${theme.font.size.md};
          font-weight: ${theme.font.weight.bold};
          padding-inline-end: calc(${theme.size.control.md} + ${theme.space.xs});
        }

        tbody th[scope='row'] [data-cell-label] {
          display: none;
        }

        /* The row's checkbox in the card's corner. */
        tbody td[data-select] {
          position: absolute;
          top: ${theme.space.xxs};
          inset-inline-end: ${theme.space.xs};
          width: auto;
          padding: 0;
          display: block;
        }

        tbody td[data-full] {
          display: block;
          border: 0;
        }
      }
    `}
`;

export const Caption = styled.caption<{ $hidden: boolean }>`
  ${({ $hidden }) => $hidden && visuallyHidden}
  caption-side: top;
  padding-bottom: ${({ theme }) => theme.space.sm};
  text-align: start;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.fg.default};
`;

/** The column's name before a value in the stacked layout: shown only there, hidden from screen readers. */
export const CellLabel = styled.span`
  display: none;
  color: ${({ theme }) => theme.color.fg.muted};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  ${media.mobile} {
    [data-stack='mobile'] & {
      display: block;
    }
  }
`;

export const SortButton = styled.button<{ $align: TableAlign }>`
  display: inline-flex;
  align-items: center;
  justify-content: ${({ $align }) => justify[$align]};
  gap: ${({ theme }) => theme.space.xxs};
  min-height: ${({ theme }) => theme.size.control.sm};
  margin: calc(-1 * ${({ theme }) => theme.space.xs});
  padding: ${({ theme }) => `0 ${theme.space.xs}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.color.fg.default};
    background: ${({ theme }) => theme.color.bg.subtle};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: -2px;
  }

  /* The icon says which way; an unsorted column's is faint, a hint that it can be sorted. */
  [aria-sort='none'] & svg {
    opacity: 0.4;
  }

  [aria-sort='ascending'] &,
  [aria-sort='descending'] & {
    color: ${({ theme }) => theme.color.fg.default};
  }

  ${media.mobile} {
    [data-stack='mobile'] & {
      margin: 0;
      min-height: ${({ theme }) => theme.size.control.md};
      padding: ${({ theme }) => `0 ${theme.space.md}`};
      border: 1px solid ${({ theme }) => theme.color.border.default};
      border-radius: ${({ theme }) => theme.radius.full};
      background: ${({ theme }) => theme.color.bg.surface};
    }

    [data-stack='mobile'] [aria-sort='ascending'] &,
    [data-stack='mobile'] [aria-sort='descending'] & {
      border-color: ${({ theme }) => theme.color.accent.solid};
    }
  }
`;

export const SelectCell = styled.div`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.control.sm};

  ${media.mobile} {
    min-width: ${({ theme }) => theme.size.control.md};
    min-height: ${({ theme }) => theme.size.control.md};
    justify-content: center;
  }
`;

export const Empty = styled.div`
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  text-align: center;
  color: ${({ theme }) => theme.color.fg.muted};
`;
