export { EmptyState, type EmptyStateProps } from './EmptyState';
export type { EmptyStateSize, EmptyStateVariant } from './EmptyState.styles';
