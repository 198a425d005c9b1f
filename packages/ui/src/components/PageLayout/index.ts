export { PageLayout, type PageLayoutProps } from './PageLayout';
export type { PageLayoutDensity, PageLayoutWidth } from './PageLayout.styles';
