import styled, { css, keyframes } from 'styled-components';
import { media } from '../../theme/media';
import { surfaceStyles, type SurfaceElevation, type SurfacePadding } from '../Surface/Surface.styles';

/** The late stripe's width on the ticket's leading edge. */
const STRIPE = '4px';

const ring = keyframes`
  from { box-shadow: 0 0 0 0 var(--nori-ticket-ring); }
  to { box-shadow: 0 0 0 10px transparent; }
`;

/**
 * The card: the theme's `surface` role (fill, outline, radius from the brand), tight padding so three
 * or four tickets stand in a board column of a 1024 × 768 tablet.
 *
 * New: a 2 px outline in the accent and a ring that spreads from it and fades, again and again, until
 * the app takes the `newLabel` away (the order is acknowledged). Under reduced motion the outline stays
 * and nothing moves. Late: a `danger` stripe down the leading edge. Both beside words, never instead.
 */
export const Card = styled.article<{
  $new: boolean;
  $late: boolean;
  $elevation: SurfaceElevation;
  $padding: SurfacePadding;
}>`
  ${surfaceStyles}
  position: relative;
  display: grid;
  /* One column no wider than the card: long words and button rows wrap inside it, never past its edge. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  font-family: ${({ theme }) => theme.font.family.body};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;

  ${({ $late, theme }) =>
    $late &&
    css`
      padding-inline-start: calc(${theme.space.sm} + ${STRIPE});

      &::before {
        content: '';
        position: absolute;
        inset-block: -1px;
        inset-inline-start: -1px;
        width: ${STRIPE};
        border-start-start-radius: inherit;
        border-end-start-radius: inherit;
        background: ${theme.color.danger.solid};
      }
    `}

  ${({ $new, theme }) =>
    $new &&
    css`
      --nori-ticket-ring: color-mix(in srgb, ${theme.color.accent.solid} 55%, transparent);
      border-color: ${theme.color.accent.solid};
      box-shadow: 0 0 0 1px ${theme.color.accent.solid};

      &::after {
        content: '';
        position: absolute;
        inset: 0;
        border-radius: inherit;
        pointer-events: none;
        animation: ${ring} 1.6s ${theme.motion.easing.standard} infinite;
      }

      ${media.reducedMotion} {
        &::after {
          animation: none;
        }
      }
    `}
`;

/**
 * The number and its flags on the left, the time on the right on the first line: when narrow, the flags
 * wrap under the number inside the heading while the time keeps its place.
 */
export const Header = styled.div`
  display: flex;
  /* The time moves under the heading when the two do not fit side by side. */
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
`;

/** The ticket's heading: the number, then New, Late and Scheduled as words, so a heading list says them. */
export const Heading = styled.h3`
  flex: 1 1 8rem;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  margin: 0;
  font-family: ${({ theme }) => theme.font.family.body};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

/** The number in the brand's heading face; the flags after it keep the body face of every badge. */
export const OrderNumber = styled.span`
  font-family: ${({ theme }) => theme.font.family.heading};
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

/** The time it is due: bold figures; in the danger colour once late (the Late flag says it in words). */
export const Time = styled.span<{ $late: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme, $late }) => ($late ? theme.color.danger.text : theme.color.fg.default)};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  /* Short times stay on the heading's line; a long one ("Scheduled for tomorrow, 12:00") wraps under it. */
  flex: 0 1 auto;
  min-width: 0;
`;

/** The state's tag, the order type, the customer: short facts in a row that wraps. */
export const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const Fact = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

export const PhoneLink = styled.a`
  color: ${({ theme }) => theme.color.accent.text};
  font-variant-numeric: tabular-nums;
  text-decoration: underline;
  text-underline-offset: 2px;
  white-space: nowrap;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

/** The dishes: quantity in a narrow column, the name beside it, modifiers under the name. */
export const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.md};
`;

export const Line = styled.li`
  display: grid;
  grid-template-columns: 2.5em minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space.xs};
  align-items: baseline;
`;

export const Quantity = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const Modifiers = styled.ul`
  grid-column: 2;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The shopper's comment: set apart on a quiet fill with its label, for the cook to see at a glance. */
export const Comment = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-inline-start: 3px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg.subtle};
  color: ${({ theme }) => theme.color.fg.default};
  white-space: pre-line;
`;

export const CommentLabel = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** The total on the left, the app's buttons on the right; the buttons wrap under the total when narrow. */
export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  padding-top: ${({ theme }) => theme.space.xs};
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
`;

export const Total = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-inline-start: auto;
`;
