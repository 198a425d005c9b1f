export { Skeleton, type SkeletonProps } from './Skeleton';
export type { SkeletonRadius, SkeletonVariant } from './Skeleton.styles';
