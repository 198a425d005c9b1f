export { CategoryCard, type CategoryCardProps } from './CategoryCard';
