import styled from 'styled-components';
import { layoutBoxReset, type SpaceToken } from '../Stack/layoutBox';

/** How the items of a line sit against each other: `center` lines a label up with buttons, `end` fields of different heights on their inputs. */
export type InlineAlign = 'stretch' | 'start' | 'center' | 'end' | 'baseline';
/** Where the items sit along the line: `space-between` sends the first to the start and the last to the end. */
export type InlineJustify = 'start' | 'center' | 'end' | 'space-between';

const alignItems: Record<InlineAlign, string> = {
  stretch: 'stretch',
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
};
const justifyContent: Record<InlineJustify, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  'space-between': 'space-between',
};

/** A flex row; `row-gap` apart from `column-gap`, so wrapped lines can sit closer than the items on a line. */
export const InlineRoot = styled.div<{
  $gap: SpaceToken;
  $rowGap: SpaceToken;
  $align: InlineAlign;
  $justify: InlineJustify;
  $wrap: boolean;
}>`
  ${layoutBoxReset}
  display: flex;
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  align-items: ${({ $align }) => alignItems[$align]};
  justify-content: ${({ $justify }) => justifyContent[$justify]};
  column-gap: ${({ theme, $gap }) => theme.space[$gap]};
  row-gap: ${({ theme, $rowGap }) => theme.space[$rowGap]};
`;
