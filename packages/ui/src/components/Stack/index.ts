export { Stack, type StackProps } from './Stack';
export type { StackAlign } from './Stack.styles';
export type { LayoutElement, SpaceToken } from './layoutBox';
