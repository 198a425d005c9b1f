import styled from 'styled-components';
import { layoutBoxReset, type SpaceToken } from './layoutBox';

/** Where each child sits across the stack: `stretch` fills its width; the others keep the child's own width. */
export type StackAlign = 'stretch' | 'start' | 'center' | 'end';

/**
 * A grid of one column: the gap between every child and none around them. `align-content: start` packs the
 * children at the top when the stack is taller than they are (a cell stretched by its row), so the gaps stay
 * the theme's; `min-width: 0` lets it shrink in a grid or a flex row instead of widening the page.
 */
export const StackRoot = styled.div<{ $gap: SpaceToken; $align: StackAlign }>`
  ${layoutBoxReset}
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  justify-items: ${({ $align }) => $align};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
`;
