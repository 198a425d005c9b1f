import { createGlobalStyle } from 'styled-components';
import { fontFaceCss, webFontFacesBundled } from './fonts';
import { media } from './media';

/**
 * Base document styles for a page built with the kit; `html.is-clipped` is the scroll lock. The brand's
 * `@font-face` rules come first, so a page that renders the kit gets its fonts with nothing else to import;
 * `$fontFaces={false}` leaves them to the app (see `NoriProvider`'s `fontFaces`), and a bundle without the faces
 * (`webFontFacesBundled`) never writes them.
 */
export const GlobalStyle = createGlobalStyle<{ $fontFaces?: boolean }>`
  ${({ theme, $fontFaces = true }) => ($fontFaces && webFontFacesBundled ? fontFaceCss(theme.font.faces) : '')}

  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  html.is-clipped {
    overflow: hidden;
    /* The width the hidden scrollbar took (lockScroll measures it), so with classic scrollbars the page
       does not move sideways when an overlay opens; 0 with phones' overlay scrollbars. */
    padding-right: var(--nori-scrollbar-gap, 0px);
  }

  body {
    margin: 0;
    background: ${({ theme }) => theme.color.bg.canvas};
    color: ${({ theme }) => theme.color.fg.default};
    font-family: ${({ theme }) => theme.font.family.body};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.font.family.heading};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }

  img, svg { display: block; max-width: 100%; }
  button, input, select, textarea { font: inherit; color: inherit; }

  :focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }

  /* Less motion: an animation runs once, at once (still 0.01 ms, so that animationend comes, which overlays
     wait for before they unmount), and nothing transitions. A transition of 0.01 ms would be one on every
     property of every element (transition-property is all by default): each change would land a frame
     later, past a script that reads the style at once. */
  ${media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-delay: 0s !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0s !important;
      transition-delay: 0s !important;
    }
  }
`;
