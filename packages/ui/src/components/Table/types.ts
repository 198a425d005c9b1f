import type { ReactNode } from 'react';
import type { TableAlign } from './Table.styles';

/** One column: its header, how a row's cell renders, and whether it sorts. */
export interface TableColumn<Row> {
  /** Identifies the column among the others (React key, `data-column`). */
  key: string;
  /** The header's text; also the name in "Sort by {header}" and the label before each value on phones. */
  header: string;
  /** The cell of a row. */
  cell: (row: Row) => ReactNode;
  /** Text alignment; numbers and money read best at `end`. @default 'start' */
  align?: TableAlign;
  /** A sort button in the header, with `aria-sort` on the `<th>`. @default false */
  sortable?: boolean;
  /** What the sort state calls this column, e.g. the API's field. @default `key` */
  sortKey?: string;
  /** Sort the rows in the table when this column is sorted; without it the table shows the rows in the order given (the app sorts). @default none */
  compare?: (a: Row, b: Row) => number;
  /** The row's heading (`<th scope="row">`), such as the order number; the card's title on phones. @default false */
  rowHeader?: boolean;
  /** The column's CSS width on wide screens. @default auto */
  width?: string;
}
