import styled, { css, keyframes } from 'styled-components';
import { media } from '../../theme/media';

export type TimelineStepState = 'done' | 'current' | 'upcoming' | 'cancelled';

/** The marker's size; the line between markers runs through its centre. */
const MARKER = '24px';
const LINE = '2px';

export const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: 0;
  font-family: ${({ theme }) => theme.font.family.body};
  color: ${({ theme }) => theme.color.fg.default};
`;

/**
 * One step: the marker in a fixed column, the words beside it. The line to the next step hangs from
 * the marker down through the step's bottom padding; it is solid in the accent once the next step is
 * reached (done, current or where it stopped), a thin neutral rule while it is still ahead.
 */
export const Step = styled.li<{ $lineReached: boolean | null }>`
  position: relative;
  display: grid;
  grid-template-columns: ${MARKER} minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.lg};

  &:last-child {
    padding-bottom: 0;
  }

  ${({ theme, $lineReached }) =>
    $lineReached !== null &&
    css`
      &::before {
        content: '';
        position: absolute;
        top: calc(${MARKER} + ${theme.space.xxs});
        bottom: ${theme.space.xxs};
        inset-inline-start: calc((${MARKER} - ${LINE}) / 2);
        width: ${LINE};
        border-radius: ${theme.radius.full};
        background: ${$lineReached ? theme.color.accent.solid : theme.color.border.default};
      }
    `}
`;

const pulse = keyframes`
  from { box-shadow: 0 0 0 0 currentColor; }
  to { box-shadow: 0 0 0 4px transparent; }
`;

/**
 * The step's mark, decoration beside the words: a check on the accent (done), a ring around a dot that
 * pulses (current; still under reduced motion), a hollow ring in the controls' 3:1 outline (upcoming),
 * a cross on `danger` (cancelled).
 */
export const Marker = styled.span<{ $state: TimelineStepState }>`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${MARKER};
  height: ${MARKER};
  border-radius: ${({ theme }) => theme.radius.full};

  ${({ theme, $state }) => {
    switch ($state) {
      case 'done':
        return css`
          background: ${theme.color.accent.solid};
          color: ${theme.color.accent.onSolid};
        `;
      case 'current':
        return css`
          border: ${LINE} solid ${theme.color.accent.solid};
          background: ${theme.color.bg.surface};
          color: ${theme.color.accent.solid};
        `;
      case 'cancelled':
        return css`
          background: ${theme.color.danger.solid};
          color: ${theme.color.danger.onSolid};
        `;
      default:
        return css`
          border: ${LINE} solid ${theme.color.border.control};
          background: ${theme.color.bg.surface};
        `;
    }
  }}
`;

/** The current step's dot: a soft ring spreads from it, unless the person asked for less motion. */
export const Dot = styled.span`
  width: 10px;
  height: 10px;
  border-radius: ${({ theme }) => theme.radius.full};
  background: currentColor;
  animation: ${pulse} 1.6s ${({ theme }) => theme.motion.easing.standard} infinite;

  ${media.reducedMotion} {
    animation: none;
  }
`;

/** The words: label, time, description; long words and addresses wrap instead of widening the page. */
export const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  /* The first line of the label sits level with the marker. */
  padding-top: max(
    0px,
    calc((${MARKER} - ${({ theme }) => `${theme.font.lineHeight.normal} * ${theme.font.size.md}`}) / 2)
  );
  overflow-wrap: anywhere;
`;

export const Label = styled.span<{ $state: TimelineStepState }>`
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  font-weight: ${({ theme, $state }) =>
    $state === 'current' || $state === 'cancelled' ? theme.font.weight.bold : theme.font.weight.regular};
  color: ${({ theme, $state }) =>
    $state === 'upcoming'
      ? theme.color.fg.muted
      : $state === 'cancelled'
        ? theme.color.danger.text
        : theme.color.fg.default};
`;

export const Time = styled.span`
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  font-variant-numeric: tabular-nums;
`;

export const Description = styled.div`
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;
