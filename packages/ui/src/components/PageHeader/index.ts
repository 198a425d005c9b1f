export { PageHeader, type PageHeaderHeadingLevel, type PageHeaderProps } from './PageHeader';
