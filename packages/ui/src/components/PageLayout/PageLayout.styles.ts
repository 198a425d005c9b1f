import styled from 'styled-components';
import { layoutBoxReset, type SpaceToken } from '../Stack/layoutBox';

/**
 * How wide a screen's content may grow (its padding included): `narrow` for one column of rows (a list to put
 * in order, switches), `medium` for a record with a side part (an order, a report), `wide` for editors and
 * tables with many columns, `full` for boards and searches that use every pixel.
 */
export type PageLayoutWidth = 'narrow' | 'medium' | 'wide' | 'full';
/** `regular`: the theme's `md` all round; `compact`: `sm` above and below, for a live board that needs the tablet's height. */
export type PageLayoutDensity = 'regular' | 'compact';

/** The widths the back office's screens had when each drew its own (issue 30): 960, 1100 and 1200–1280 px. */
const maxWidth: Record<PageLayoutWidth, string> = {
  narrow: '960px',
  medium: '1100px',
  wide: '1280px',
  full: 'none',
};

/** The screen's parts in one column at the gap; the column never grows past the screen, so a phone never scrolls sideways. */
export const PageRoot = styled.div<{ $width: PageLayoutWidth; $density: PageLayoutDensity; $gap: SpaceToken }>`
  ${layoutBoxReset}
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  padding: ${({ theme, $density }) =>
    $density === 'compact' ? `${theme.space.sm} ${theme.space.md}` : theme.space.md};
  max-width: ${({ $width }) => maxWidth[$width]};
`;
