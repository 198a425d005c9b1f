export { NutritionTable, type NutritionRow, type NutritionTableProps } from './NutritionTable';
