import styled, { css } from 'styled-components';
import type { ProductCardImageRatio } from './ProductCard.types';

/** The footer lays price and action side by side once the card is this wide; stacked below. */
const ROW_FOOTER_MIN = '260px';
/** Below this the add button drops its icon so its label stays on one line. */
const NARROW_MAX = '199px';

/**
 * A query container: the card adapts to its own width (160–320 px in a grid), not the viewport's.
 * `width: 100%` because an inline-size container does not take its width from its content.
 */
export const Card = styled.article<{ $unavailable: boolean }>`
  position: relative;
  container-type: inline-size;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  width: 100%;
  min-width: 0;
  height: 100%;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  color: ${({ theme }) => theme.color.fg.default};

  img {
    filter: ${({ $unavailable }) => ($unavailable ? 'grayscale(1)' : 'none')};
    opacity: ${({ $unavailable }) => ($unavailable ? 0.6 : 1)};
  }

  /* A photo with other formats is a <picture> (Picture.tsx): no box, the img fills the frame as it does alone. */
  picture {
    display: contents;
  }
`;

/** Shown first although it comes after the name in the document: a reader meets the name first. */
export const Media = styled.div<{ $ratio: ProductCardImageRatio }>`
  position: relative;
  order: -1;
  aspect-ratio: ${({ $ratio }) => ($ratio === '1:1' ? '1 / 1' : '4 / 3')};
  margin-bottom: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.subtle};
  overflow: hidden;
`;

export const Image = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

export const Badges = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  right: 52px;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
`;

/**
 * The longest word of a real name, "Свіжовичавлений", is 9.2 times the font size wide (Lora bold; 9.1 in
 * Inter): at 16 px it barely fits a card on a 375 px phone and spills out on a 360 px one. So the name
 * follows the card's width (cqi: the card is the query container) below 152 px, where 10.5% of it leaves
 * the word 4% to spare: 15.7 px on a 375 px phone, 12.8 px on a 320 px one.
 */
const NAME_FLUID_SIZE = '10.5cqi';

/**
 * The name is an h2 on one page and an h3 or h4 on another, and looks the same on each: its typography is
 * written out in full, inside `&&` (two classes) so that a page's `section h2 { font-size: … }` (a class and
 * an element) loses to it, and nothing is left to GlobalStyle's h1–h4 rule, which h5 and h6 miss.
 * Words wrap whole: never cut ("Філадельфі / я" at 375 px) nor hyphenated by a dictionary only some
 * browsers have (the LongNamesOnPhone stories).
 */
export const Name = styled.h3`
  && {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family.heading};
    font-size: ${({ theme }) => theme.font.size.md};
    font-size: min(${({ theme }) => theme.font.size.md}, ${NAME_FLUID_SIZE});
    font-style: normal;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    letter-spacing: normal;
    text-transform: none;
    overflow-wrap: normal;
    word-break: normal;
    hyphens: manual;
  }
`;

/**
 * The name's link covers the whole card (its ::after), so the photo is a target too; the buttons
 * sit above it. The focus ring is drawn around the card rather than the name. The card must be
 * `position: relative`. Shared with PromotionCard.
 */
export const stretchedLink = css`
  color: inherit;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radius.lg};
  }

  &:hover {
    color: ${({ theme }) => theme.color.accent.text};
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export const NameLink = styled.a`
  ${stretchedLink}
`;

export const Description = styled.p`
  display: -webkit-box;
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
`;

export const Weight = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Pushed to the bottom so prices line up across a row of cards with names of different lengths. */
export const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.xs};

  @container (min-width: ${ROW_FOOTER_MIN}) {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

/** Buttons above the name link's overlay. */
export const Raised = styled.div`
  position: relative;
  z-index: 1;
  min-width: 0;

  @container (min-width: ${ROW_FOOTER_MIN}) {
    flex: 0 1 auto;
    min-width: 120px;
  }

  /* Two columns on a 375 px phone leave about 145 px: "ADAUGĂ ÎN COȘ" in an upper-case brand fits
     on one line only without the plus and with tighter padding. */
  @container (max-width: ${NARROW_MAX}) {
    button > span > svg {
      display: none;
    }

    button {
      padding-inline: ${({ theme }) => theme.space.sm};
    }
  }
`;

export const UnavailableNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: center;
`;
