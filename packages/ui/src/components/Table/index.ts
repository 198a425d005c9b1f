export { Table, type TableProps } from './Table';
export type { TableAlign, TableStack } from './Table.styles';
export { nextSort, sortRows, type SelectAllState, type SortDirection, type TableSort } from './tableLogic';
export type { TableColumn } from './types';
