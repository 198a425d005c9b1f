export { Stat, type StatProps } from './Stat';
export {
  formatChange,
  formatStatValue,
  type FormattedChange,
  type StatDirection,
  type StatGoodDirection,
  type StatSentiment,
} from './statFormat';
