import { useKitMessages } from '../../intl/KitIntl';
import { Checkbox } from '../Checkbox/Checkbox';
import { Icon } from '../Icon/Icon';
import { SelectCell, SortButton } from './Table.styles';
import type { SelectAllState, TableSort } from './tableLogic';
import type { TableColumn } from './types';

interface TableHeadProps<Row> {
  columns: readonly TableColumn<Row>[];
  sort: TableSort | null | undefined;
  onSort: (key: string) => void;
  /** The "select all" box's state, or null when rows cannot be selected. */
  selectAll: SelectAllState | null;
  onSelectAll: () => void;
  disabled: boolean;
}

/** The header row: plain headers, sort buttons with `aria-sort`, and "select all". Private to Table. */
export function TableHead<Row>({ columns, sort, onSort, selectAll, onSelectAll, disabled }: TableHeadProps<Row>) {
  const t = useKitMessages();
  return (
    // Explicit roles: Safari drops a table's semantics once CSS changes its display (the phone cards).
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <thead role="rowgroup">
      <tr role="row">
        {selectAll && (
          <th role="columnheader" scope="col" data-select="">
            <SelectCell>
              <Checkbox
                aria-label={t('table.selectAll')}
                checked={selectAll === 'all'}
                indeterminate={selectAll === 'some'}
                onCheckedChange={onSelectAll}
                disabled={disabled}
              />
            </SelectCell>
          </th>
        )}
        {columns.map((column) => {
          const align = column.align ?? 'start';
          if (!column.sortable) {
            return (
              <th key={column.key} role="columnheader" scope="col" data-align={align} style={{ width: column.width }}>
                {column.header}
              </th>
            );
          }
          const sortKey = column.sortKey ?? column.key;
          const direction = sort?.key === sortKey ? sort.direction : 'none';
          return (
            <th
              key={column.key}
              role="columnheader"
              scope="col"
              data-align={align}
              aria-sort={direction}
              style={{ width: column.width }}
            >
              <SortButton
                type="button"
                $align={align}
                aria-label={t('table.sortBy', { column: column.header })}
                onClick={() => onSort(sortKey)}
              >
                {column.header}
                <Icon name={direction === 'ascending' ? 'chevron-up' : 'chevron-down'} size={16} />
              </SortButton>
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
