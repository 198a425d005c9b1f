export { Rating, type RatingProps } from './Rating';
export { RatingDisplay, type RatingDisplayProps } from './RatingDisplay';
