export { Board, type BoardProps } from './Board';
export { BoardColumn, type BoardColumnProps } from './BoardColumn';
