import styled, { keyframes } from 'styled-components';
import { media } from '../../theme/media';

/** One day cell; 40 px keeps seven columns inside a 320 px phone with the sheet's padding. */
const CELL = '40px';

const rippleOut = keyframes`
  from { transform: translate(-50%, -50%) scale(0); opacity: 0.35; }
  to { transform: translate(-50%, -50%) scale(1); opacity: 0; }
`;

/**
 * react-day-picker's markup (its default `rdp-*` class names) styled with the theme's roles;
 * the library's own stylesheet is not loaded. Selection states come from its `rdp-selected`,
 * `rdp-range_*`, `rdp-today` and `rdp-disabled` classes on the cell.
 */
export const GridFrame = styled.div`
  .rdp-months {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xl};
  }

  .rdp-month {
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: center;
    row-gap: ${({ theme }) => theme.space.sm};
  }

  .rdp-month_caption {
    grid-column: 2;
  }

  .rdp-month_grid {
    grid-column: 1 / -1;
    border-collapse: collapse;
    table-layout: fixed;
  }

  .rdp-button_previous,
  .rdp-button_next {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${CELL};
    height: ${CELL};
    padding: 0;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.full};
    background: transparent;
    color: ${({ theme }) => theme.color.fg.default};
    cursor: pointer;

    &:hover:not([aria-disabled='true']) {
      background: ${({ theme }) => theme.color.bg.subtle};
    }

    &[aria-disabled='true'] {
      color: ${({ theme }) => theme.color.fg.subtle};
      cursor: not-allowed;
    }
  }

  .rdp-button_previous {
    grid-column: 1;
  }

  .rdp-button_next {
    grid-column: 3;
  }

  .rdp-weekday {
    width: ${CELL};
    padding: ${({ theme }) => theme.space.xs} 0;
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-align: center;
    text-transform: capitalize;
  }

  .rdp-day {
    width: ${CELL};
    height: ${CELL};
    padding: 1px 0;
    text-align: center;
  }

  .rdp-day_button {
    position: relative;
    overflow: hidden;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 100%;
    height: 100%;
    padding: 0;
    border: 1px solid transparent;
    border-radius: ${({ theme }) => theme.radius.full};
    background: transparent;
    color: ${({ theme }) => theme.color.fg.default};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-variant-numeric: tabular-nums;
    cursor: pointer;
    transition: background ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.bg.subtle};
    }

    &:focus-visible {
      outline: 2px solid ${({ theme }) => theme.color.border.focus};
      outline-offset: 1px;
    }

    &:disabled,
    &[aria-disabled='true'] {
      color: ${({ theme }) => theme.color.fg.subtle};
      text-decoration: line-through;
      cursor: not-allowed;
    }
  }

  .rdp-today:not(.rdp-selected) .rdp-day_button {
    border-color: ${({ theme }) => theme.color.border.strong};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  .rdp-range_middle {
    background: ${({ theme }) => theme.color.accent.subtle};

    .rdp-day_button,
    .rdp-day_button:hover:not(:disabled) {
      border-radius: 0;
      background: transparent;
      color: ${({ theme }) => theme.color.fg.default};
    }
  }

  .rdp-range_start:not(.rdp-range_end) {
    background: linear-gradient(90deg, transparent 50%, ${({ theme }) => theme.color.accent.subtle} 50%);
  }

  .rdp-range_end:not(.rdp-range_start) {
    background: linear-gradient(90deg, ${({ theme }) => theme.color.accent.subtle} 50%, transparent 50%);
  }

  .rdp-selected:not(.rdp-range_middle) .rdp-day_button {
    &,
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.accent.solid};
      color: ${({ theme }) => theme.color.accent.onSolid};
      font-weight: ${({ theme }) => theme.font.weight.bold};
    }
  }
`;

export const Caption = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 40px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** The month and the year in the caption, each a button into its own view. */
export const CaptionButton = styled.button`
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.fg.default};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.bg.subtle};
  }
`;

/** The ripple of a pressed day: about 0.4 s (`motion.duration.ripple`), none under reduced motion. */
export const Ripple = styled.span`
  position: absolute;
  width: 200%;
  aspect-ratio: 1;
  border-radius: 50%;
  background: currentColor;
  pointer-events: none;
  animation: ${rippleOut} ${({ theme }) => theme.motion.duration.ripple} ${({ theme }) => theme.motion.easing.standard}
    forwards;

  ${media.reducedMotion} {
    display: none;
  }
`;
