/*
 * Every part of the table carries its role explicitly (table, rowgroup, row, columnheader, rowheader,
 * cell): Safari drops a table's semantics once CSS changes its display, as the phone's cards do.
 * jsx-a11y takes `td` for a grid's interactive cell; here it is a plain table's.
 */
/* eslint-disable jsx-a11y/no-interactive-element-to-noninteractive-role */
import { useId, useRef, useState, type Key, type ReactNode } from 'react';
import { useKitMessages } from '../../intl/KitIntl';
import { Checkbox } from '../Checkbox/Checkbox';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Caption, CellLabel, Empty, SelectCell, StyledTable, Wrapper, type TableStack } from './Table.styles';
import { TableHead } from './TableHead';
import { nextSort, selectAllState, sortRows, toggleAll, toggleRow, type TableSort } from './tableLogic';
import type { TableColumn } from './types';
import { useOverflows } from './useOverflows';

export interface TableProps<Row> {
  /** The columns, in order. */
  columns: readonly TableColumn<Row>[];
  /** The rows to show (one page of them, for a paged list). */
  rows: readonly Row[];
  /** A row's stable key: its id. */
  rowKey: (row: Row) => Key;
  /** The table's name (`<caption>`), e.g. "Today's orders"; it also names the scroll box. */
  caption: ReactNode;
  /** Hide the caption from sight (a heading above already says it); screen readers still read it. @default false */
  captionHidden?: boolean;
  /** The sort shown, when the app controls it (pair with `onSortChange`). @default uncontrolled, from `defaultSort` */
  sort?: TableSort | null;
  /** The sort at first, when the table keeps its own. @default none: rows as given */
  defaultSort?: TableSort | null;
  /** Called with the new sort when a header's sort button is pressed. Sort the rows there (or give the column a `compare`). */
  onSortChange?: (sort: TableSort) => void;
  /** The keys of the selected rows; with `onSelectionChange` the rows get checkboxes. @default [] */
  selectedKeys?: readonly Key[];
  /** Called with the new selection; rows of other pages in `selectedKeys` are kept. @default none: no checkboxes */
  onSelectionChange?: (keys: Key[]) => void;
  /** A row's name for its checkbox ("Select {name}"), e.g. "Order #1042". @default "row N" from the kit */
  rowLabel?: (row: Row) => string;
  /** What shows when there are no rows. @default the kit's `table.empty` */
  empty?: ReactNode;
  /** Shows skeleton rows in place of the rows, sets `aria-busy` and announces "Loading". @default false */
  loading?: boolean;
  /** How many skeleton rows to show while loading. @default 3 */
  loadingRows?: number;
  /** Keep the header row at the top of the scroll box while the rows scroll. @default true */
  stickyHeader?: boolean;
  /** The scroll box's maximum height (e.g. `'60vh'`): the rows scroll under the sticky header. @default none: as tall as the rows */
  maxHeight?: string;
  /** `mobile`: below 769 px each row is a card of "Column: value" lines; `never`: always a grid that scrolls sideways. @default 'mobile' */
  stack?: TableStack;
  className?: string;
}

/**
 * A data table for the back office and the shop's account pages. Sorting is controlled: a header's
 * button calls `onSortChange` and the app sorts (on the server, for paged lists), unless the column
 * gives a `compare`, with which the table sorts the rows itself. Below 769 px each row becomes a card;
 * it is the same `<table>` with explicit roles and CSS, so screen readers still read rows and columns.
 */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  caption,
  captionHidden = false,
  sort: sortProp,
  defaultSort = null,
  onSortChange,
  selectedKeys = [],
  onSelectionChange,
  rowLabel,
  empty,
  loading = false,
  loadingRows = 3,
  stickyHeader = true,
  maxHeight,
  stack = 'mobile',
  className,
}: TableProps<Row>) {
  const t = useKitMessages();
  const captionId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const scrolls = useOverflows(wrapper);
  const [ownSort, setOwnSort] = useState(defaultSort);
  const sort = sortProp === undefined ? ownSort : sortProp;
  const selectable = Boolean(onSelectionChange);

  const sortedColumn = sort && columns.find((column) => (column.sortKey ?? column.key) === sort.key);
  const shown = sortRows(rows, sort, sortedColumn?.compare);
  const keys = shown.map(rowKey);
  const span = columns.length + (selectable ? 1 : 0);

  const handleSort = (key: string) => {
    const next = nextSort(sort, key);
    if (sortProp === undefined) setOwnSort(next);
    onSortChange?.(next);
  };

  return (
    // A scroll box that scrolls is a named region in the Tab order, so keyboard users can scroll it.
    <Wrapper
      ref={wrapper}
      className={className}
      $maxHeight={maxHeight}
      {...(scrolls ? { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 } : {})}
    >
      <StyledTable
        role="table"
        aria-labelledby={captionId}
        aria-busy={loading || undefined}
        data-stack={stack}
        $stack={stack}
        $sticky={stickyHeader}
      >
        <Caption id={captionId} $hidden={captionHidden}>
          {caption}
        </Caption>
        <TableHead
          columns={columns}
          sort={sort}
          onSort={handleSort}
          selectAll={selectable ? selectAllState(keys, selectedKeys) : null}
          onSelectAll={() => onSelectionChange?.(toggleAll(keys, selectedKeys))}
          disabled={loading || keys.length === 0}
        />
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
        <tbody role="rowgroup">
          {loading
            ? Array.from({ length: loadingRows }, (_, index) => (
                <tr key={index} role="row" aria-hidden="true" data-loading="">
                  {selectable && <td data-select="" />}
                  {columns.map((column) => (
                    <td key={column.key} data-align={column.align ?? 'start'}>
                      <Skeleton variant="text" width={column.align === 'end' ? '50%' : '80%'} />
                    </td>
                  ))}
                </tr>
              ))
            : shown.length === 0 && (
                <tr role="row">
                  <td role="cell" colSpan={span} data-full="">
                    <Empty>{empty ?? t('table.empty')}</Empty>
                  </td>
                </tr>
              )}
          {!loading &&
            shown.map((row, index) => {
              const key = keys[index]!;
              const selected = selectable && selectedKeys.includes(key);
              return (
                <tr key={key} role="row" data-selected={selected || undefined}>
                  {selectable && (
                    <td role="cell" data-select="">
                      <SelectCell>
                        <Checkbox
                          aria-label={t('table.selectRow', {
                            row: rowLabel?.(row) ?? t('table.rowNumber', { index: index + 1 }),
                          })}
                          checked={selected}
                          onCheckedChange={(checked) => onSelectionChange?.(toggleRow(key, selectedKeys, checked))}
                        />
                      </SelectCell>
                    </td>
                  )}
                  {columns.map((column) => {
                    const Cell = column.rowHeader ? 'th' : 'td';
                    return (
                      <Cell
                        key={column.key}
                        role={column.rowHeader ? 'rowheader' : 'cell'}
                        scope={column.rowHeader ? 'row' : undefined}
                        data-align={column.align ?? 'start'}
                        data-column={column.key}
                        data-label={column.header}
                      >
                        <CellLabel aria-hidden="true" data-cell-label="">
                          {column.header}
                        </CellLabel>
                        <div>{column.cell(row)}</div>
                      </Cell>
                    );
                  })}
                </tr>
              );
            })}
        </tbody>
      </StyledTable>
      <VisuallyHidden role="status">{loading ? t('table.loading') : ''}</VisuallyHidden>
    </Wrapper>
  );
}
