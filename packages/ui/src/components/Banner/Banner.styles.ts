import styled, { css } from 'styled-components';
import { media } from '../../theme/media';
import { IconButton } from '../IconButton/IconButton';

export type BannerTone = 'info' | 'success' | 'warning' | 'danger';
export type BannerLayout = 'bar' | 'inline';

/**
 * The strip. Everything is CSS, nothing is measured: the server's markup already has the size it keeps
 * after hydration. `*.text` on `*.subtle` meets 4.5:1 in both brands; the border is the tone's text
 * colour thinned out (decoration, no contrast requirement).
 */
export const Root = styled.div<{ $tone: BannerTone; $layout: BannerLayout }>`
  background: ${({ theme, $tone }) => theme.color[$tone].subtle};
  color: ${({ theme, $tone }) => theme.color[$tone].text};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  /* Long words and URLs in an announcement wrap instead of pushing the page sideways. */
  overflow-wrap: anywhere;

  ${({ theme, $layout }) =>
    $layout === 'bar'
      ? css`
          width: 100%;
          border-bottom: 1px solid color-mix(in srgb, currentColor 24%, transparent);
        `
      : css`
          border: 1px solid color-mix(in srgb, currentColor 24%, transparent);
          border-radius: ${theme.radius.md};
        `}

  /* Focused from code (an error the app moves focus to, \`tabIndex={-1}\`): the kit's ring. */
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }

  /*
   * Plain links in the message or the action read in the tone's colour, which is what meets contrast.
   * Only unstyled ones: a ButtonLink or an app's styled link keeps its own colours.
   */
  & a:not([class]) {
    color: inherit;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
`;

/** The row: in a `bar` it is the page's content column (as wide as the header's), centred on the page. */
export const Inner = styled.div<{ $layout: BannerLayout; $maxWidth: string }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme, $layout, $maxWidth }) =>
    $layout === 'bar'
      ? css`
          max-width: ${$maxWidth};
          margin: 0 auto;
          padding: ${theme.space.sm} ${theme.space.lg};
        `
      : css`
          padding: ${theme.space.sm} ${theme.space.md};
        `}
`;

/**
 * Icon, message and action. In a `bar` they are centred while they fit on one line; once the text
 * wraps it fills the row and its lines start at the same edge, which reads better than ragged centring.
 */
export const Body = styled.div<{ $layout: BannerLayout; $dismissible: boolean }>`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme, $layout, $dismissible }) =>
    $layout === 'bar' &&
    css`
      justify-content: center;
      /* A space as wide as the close button on the other side keeps the message in the middle. */
      ${
        $dismissible &&
        css`
          ${media.desktop} {
            padding-inline-start: calc(${theme.size.control.sm} + ${theme.space.sm});
          }
        `
      }
    `}
`;

/** As tall as the first line of text, so the icon sits on it however many lines follow. */
export const IconSlot = styled.span`
  flex: none;
  display: flex;
  align-items: center;
  height: calc(${({ theme }) => `${theme.font.lineHeight.normal} * ${theme.font.size.sm}`});
`;

/** In a `bar` as wide as its text, to be centred; in an `inline` panel the whole row (a progress bar under the text spans it). */
export const Message = styled.div<{ $layout: BannerLayout }>`
  flex: ${({ $layout }) => ($layout === 'bar' ? '0 1 auto' : '1 1 auto')};
  min-width: 0;
`;

export const Title = styled.strong`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/**
 * The app's link or small button, after the message on the same line while it fits and whole on the
 * next one when it does not. A space, not a margin, parts it from the text, so a wrapped action starts
 * at the edge like the lines above it. A button is taller than a line of text: in a `bar`, prefer a link.
 */
export const Action = styled.span`
  display: inline-flex;
  align-items: center;
  white-space: nowrap;
`;

/**
 * The close button keeps the kit's 36 px target but takes no more height than a line of text: its
 * negative block margins reach into the strip's padding, so a dismissible bar is as thin as the rest.
 */
export const DismissButton = styled(IconButton)`
  flex: none;
  margin-block: calc(
    (${({ theme }) => `${theme.font.lineHeight.normal} * ${theme.font.size.sm} - ${theme.size.control.sm}`}) / 2
  );
  color: inherit;
  width: ${({ theme }) => theme.size.control.sm};
  min-height: ${({ theme }) => theme.size.control.sm};

  &:hover:not([aria-disabled='true']) {
    background: color-mix(in srgb, currentColor 12%, transparent);
  }
`;
