import styled, { css } from 'styled-components';
import { media } from '../../theme/media';

/** The navigation rail's width from 769 px: an icon over a short label, room for a count. */
export const RAIL_WIDTH = '88px';
/** The top bar's row: a 44 px control with its margins, kept low so the board gets the tablet's height. */
const BAR_HEIGHT = '56px';

/**
 * The frame: the top bar over the rail and the main area, exactly the height of the window, so only the
 * main area scrolls; the bar and the rail never move. Nothing here waits for JavaScript: which
 * navigation shows (rail or menu button) is CSS, so the first paint is the final layout.
 */
export const Root = styled.div`
  position: relative;
  box-sizing: border-box;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-rows: auto minmax(0, 1fr);
  grid-template-areas: 'bar' 'main';
  height: 100dvh;
  overflow: hidden;
  background: ${({ theme }) => theme.color.bg.canvas};
  color: ${({ theme }) => theme.color.fg.default};
  font-family: ${({ theme }) => theme.font.family.body};

  ${media.desktop} {
    grid-template-columns: ${RAIL_WIDTH} minmax(0, 1fr);
    grid-template-areas: 'bar bar' 'rail main';
  }
`;

/** The first Tab stop: out of sight until focused, then over the bar's corner. It moves nothing. */
export const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  left: ${({ theme }) => theme.space.sm};
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.inverse};
  color: ${({ theme }) => theme.color.fg.inverse};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  transform: translateY(calc(-100% - 16px));

  &:focus {
    transform: none;
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

/**
 * The top bar. On a phone: the menu button, the brand, the title and the account on one row, and the
 * status on a row of its own under them (a warning such as "Offline — orders may be missing" needs the
 * width). From 769 px: brand, title, status and account on one row.
 */
export const Bar = styled.header<{ $hasStatus: boolean }>`
  grid-area: bar;
  box-sizing: border-box;
  display: grid;
  grid-template-columns: auto auto minmax(0, 1fr) auto;
  grid-template-areas: ${({ $hasStatus }) => ($hasStatus ? `'menu brand title account' 'status status status status'` : `'menu brand title account'`)};
  grid-template-rows: ${BAR_HEIGHT} ${({ $hasStatus }) => ($hasStatus ? 'auto' : '')};
  align-items: center;
  column-gap: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.bg.surface};

  ${media.desktop} {
    grid-template-columns: auto minmax(0, 1fr) auto auto;
    grid-template-areas: 'brand title status account';
    grid-template-rows: ${BAR_HEIGHT};
    column-gap: ${({ theme }) => theme.space.md};
    padding-inline: 0 ${({ theme }) => theme.space.lg};
  }
`;

export const MenuSlot = styled.div`
  grid-area: menu;
  display: flex;

  ${media.desktop} {
    display: none;
  }
`;

/** The brand: from 769 px it sits over the rail, centred in the rail's width. */
export const BrandSlot = styled.div`
  grid-area: brand;
  display: flex;
  align-items: center;
  min-width: 0;

  ${media.desktop} {
    justify-content: center;
    width: ${RAIL_WIDTH};
  }
`;

/** The page's title: the page's one `h1`, on one line; a long one ends in an ellipsis (screen readers get it whole). */
export const Title = styled.h1`
  grid-area: title;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  font-family: ${({ theme }) => theme.font.family.heading};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-overflow: ellipsis;
  white-space: nowrap;

  ${media.desktop} {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

export const StatusSlot = styled.div`
  grid-area: status;
  display: flex;
  min-width: 0;
  padding: 0 ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};

  ${media.desktop} {
    max-width: 22rem;
    padding: 0;
  }
`;

export const AccountSlot = styled.div`
  grid-area: account;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

/** The rail: from 769 px only; below it the same links are in the drawer. */
export const Rail = styled.nav`
  grid-area: rail;
  display: none;
  min-height: 0;
  overflow-y: auto;
  border-inline-end: 1px solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.bg.surface};

  ${media.desktop} {
    display: block;
  }
`;

export const NavList = styled.ul<{ $layout: 'rail' | 'drawer' }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: ${({ theme, $layout }) => ($layout === 'rail' ? `${theme.space.sm} ${theme.space.xs}` : '0')};
  list-style: none;
`;

/**
 * A destination. In the rail: the icon over the label, centred, at least 56 px tall. In the drawer: a
 * 48 px row, icon, label and count. The current page has a bar on its leading edge, the accent's pale
 * fill and bold words, so it is not told by colour alone.
 */
export const NavLink = styled.a<{ $layout: 'rail' | 'drawer' }>`
  position: relative;
  box-sizing: border-box;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.fg.muted};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  text-decoration: none;
  overflow-wrap: anywhere;

  ${({ $layout, theme }) =>
    $layout === 'rail'
      ? css`
          flex-direction: column;
          justify-content: center;
          gap: ${theme.space.xxs};
          min-height: 56px;
          padding: ${theme.space.xs} ${theme.space.xxs};
          font-size: ${theme.font.size.xs};
          text-align: center;
        `
      : css`
          min-height: 48px;
          padding: 0 ${theme.space.md};
          font-size: ${theme.font.size.md};
        `}

  &:hover {
    background: ${({ theme }) => theme.color.bg.subtle};
    color: ${({ theme }) => theme.color.fg.default};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: -2px;
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.accent.subtle};
    color: ${({ theme }) => theme.color.accent.text};
    font-weight: ${({ theme }) => theme.font.weight.bold};

    &::before {
      content: '';
      position: absolute;
      inset-block: ${({ theme }) => theme.space.xs};
      inset-inline-start: 0;
      width: 3px;
      border-radius: ${({ theme }) => theme.radius.full};
      background: ${({ theme }) => theme.color.accent.solid};
    }
  }
`;

/** The icon, with the count on its corner in the rail. */
export const NavIcon = styled.span`
  position: relative;
  display: inline-flex;
`;

/** The count: over the icon's corner in the rail, at the row's end in the drawer. */
export const NavCount = styled.span<{ $layout: 'rail' | 'drawer' }>`
  display: inline-flex;

  ${({ $layout, theme }) =>
    $layout === 'rail'
      ? css`
          position: absolute;
          top: -${theme.space.xs};
          inset-inline-start: 12px;
        `
      : css`
          margin-inline-start: auto;
        `}
`;

/**
 * The main area: the only part that scrolls. The scroll bar's room is kept even when nothing scrolls,
 * so content does not shift sideways when a list grows past the window. Focused by the skip link, and
 * a Tab stop while it scrolls: the ring is drawn inside its edge, where the bar and rail cannot cover it.
 */
export const Main = styled.main`
  /* Positioned, so what the page clips out of sight (VisuallyHidden) scrolls and is clipped with it. */
  position: relative;
  grid-area: main;
  box-sizing: border-box;
  min-width: 0;
  min-height: 0;
  overflow: auto;
  scrollbar-gutter: stable;
  padding: ${({ theme }) => theme.space.md};

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: -2px;
  }
`;
