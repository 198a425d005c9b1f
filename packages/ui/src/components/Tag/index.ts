export { Tag, type TagProps } from './Tag';
export type { TagTone } from './Tag.styles';
