export { SortableList, type SortableListProps } from './SortableList';
export { moveId, type SortableId } from './sortableOrder';
