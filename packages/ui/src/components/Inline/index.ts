export { Inline, type InlineProps } from './Inline';
export type { InlineAlign, InlineJustify } from './Inline.styles';
