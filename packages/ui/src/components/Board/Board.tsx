import { Children, isValidElement, useRef, type HTMLAttributes, type ReactElement, type ReactNode } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { mediaQueries } from '../../theme/media';
import { useOverflows } from '../Table/useOverflows';
import { Tabs, TabsContent, TabsTrigger } from '../Tabs/Tabs';
import { PhoneRoot, Root, StickyTabsList } from './Board.styles';
import { columnCount, type BoardColumnProps } from './BoardColumn';
import { BoardLayoutContext } from './boardContext';

export interface BoardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange' | 'children'> {
  /** What the board shows ("Comenzi după stare"): the name of the columns' group, and of the phone's tab list. */
  label: string;
  /** The `BoardColumn`s, in the order of the states. */
  children: ReactNode;
  /** The column shown on a phone, when the app controls it (pair with `onValueChange`). @default uncontrolled */
  value?: string;
  /** The column shown first on a phone, when the board keeps its own state. @default the first column */
  defaultValue?: string;
  /** Called with the `value` of the column the person switches to on a phone. */
  onValueChange?: (value: string) => void;
}

const columnsOf = (children: ReactNode) =>
  Children.toArray(children).filter((child): child is ReactElement<BoardColumnProps> => isValidElement(child));

/**
 * The back office's orders board: one `BoardColumn` per lane — a state of the order (placed, accepted,
 * preparing, ready, out for delivery), and the orders scheduled for later kept apart — each with its
 * tickets.
 *
 * **From 769 px** (the kitchen tablet, a desk) the columns stand side by side and fill the height of
 * the board's container — in `AppShell`, the main area — each scrolling on its own under its heading;
 * when they do not all fit (six 17rem columns on a 1024 px tablet) the board scrolls sideways,
 * stopping at a column's edge, and becomes a Tab stop so it can be scrolled from the keyboard. The
 * columns are a group named by `label`.
 *
 * **Below 769 px** one column shows at a time, chosen with the kit's `Tabs`: a tab per column with
 * its title and count ("Noi 3"), so new orders in another column are seen without switching. Tabs
 * rather than a `SegmentedControl`, for a thumb: five or six lanes with counts do not fit as many
 * equal segments on a 360 px phone (the words would be cut to a few letters, and the control takes
 * five at most), while tabs keep the whole word in a 44 px tall target and the row scrolls sideways
 * under the thumb; the row sticks to the top of the scrolling area, so switching is one tap from
 * anywhere in a long column. They are also what the control is: a tab that shows a panel (the
 * column), which a segmented control (a radio group that picks a value) is not. Arrow keys move
 * between tabs; counts are part of each tab's name. `defaultValue` picks the column a phone opens on
 * (the new orders, say).
 *
 * Which of the two layouts is drawn is decided in the browser (`useMediaQuery`); a server render draws
 * the columns. The back office renders in the browser, so a phone never sees the columns first.
 */
export function Board({ label, children, value, defaultValue, onValueChange, ...rest }: BoardProps) {
  const columns = columnsOf(children);
  const phone = useMediaQuery(mediaQueries.mobile);
  const [current, setCurrent] = useControllableState({
    prop: value,
    defaultProp: defaultValue ?? columns[0]?.props.value ?? '',
    onChange: onValueChange,
  });
  const root = useRef<HTMLDivElement>(null);
  const scrolls = useOverflows(root);

  if (phone) {
    return (
      <BoardLayoutContext.Provider value="tabs">
        <PhoneRoot {...rest}>
          <Tabs value={current} onValueChange={setCurrent}>
            <StickyTabsList aria-label={label}>
              {columns.map((column) => (
                <TabsTrigger key={column.props.value} value={column.props.value} count={columnCount(column.props)}>
                  {column.props.title}
                </TabsTrigger>
              ))}
            </StickyTabsList>
            {columns.map((column) => (
              <TabsContent key={column.props.value} value={column.props.value}>
                {column}
              </TabsContent>
            ))}
          </Tabs>
        </PhoneRoot>
      </BoardLayoutContext.Provider>
    );
  }
  return (
    <BoardLayoutContext.Provider value="columns">
      <Root ref={root} role="group" aria-label={label} tabIndex={scrolls ? 0 : undefined} {...rest}>
        {columns}
      </Root>
    </BoardLayoutContext.Provider>
  );
}
