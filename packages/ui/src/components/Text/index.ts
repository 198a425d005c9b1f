export { Text, type TextElement, type TextProps } from './Text';
export type { TextSize, TextTone, TextWeight } from './Text.styles';
