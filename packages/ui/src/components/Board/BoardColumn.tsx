import { Children, useContext, useId, type HTMLAttributes, type ReactNode } from 'react';
import { useScrollable } from '../../hooks/useScrollable';
import { EmptyState } from '../EmptyState/EmptyState';
import type { IconName } from '../Icon/icons';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Column, ColumnHeader, ColumnHeading, Count, Item, List, PhoneColumn, Scroll } from './Board.styles';
import { BoardLayoutContext } from './boardContext';

export interface BoardColumnProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Unique on the board: on a phone, the tab that shows this column. */
  value: string;
  /** The state the column holds ("Noi", "În pregătire"): its heading, and its tab on a phone. */
  title: string;
  /** The number after the title. @default the number of children */
  count?: number;
  /** What an empty column says ("Nicio comandă nouă"), as a small `EmptyState` heading. */
  emptyText: string;
  /** A line under the empty text. @default none */
  emptyDescription?: ReactNode;
  /** An icon above the empty text; decoration. @default none */
  emptyIcon?: IconName;
  /** The heading's level, to fit the page's outline: 2 under the shell's page title. The tickets' headings should be one below. @default 2 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The tickets (`OrderTicket`s), oldest or most urgent first: each becomes an item of the column's list. */
  children?: ReactNode;
}

/** How many tickets a column's children hold: the count shown when the app gives none. */
export const columnCount = ({ count, children }: Pick<BoardColumnProps, 'count' | 'children'>) =>
  count ?? Children.toArray(children).length;

/**
 * One state's column of the orders `Board`. A region named by its heading (the title and the count,
 * read together: "Noi 3"), its tickets as a list, or its `emptyText` when there are none. From 769 px
 * the list scrolls on its own under the heading; once it scrolls it is also a Tab stop named like the
 * column, so it can be scrolled from the keyboard. On a phone it is the panel of its tab: the heading
 * is then kept for screen readers only (the tab shows the same words) and the page scrolls.
 *
 * Only inside a `Board`: the board reads `value`, `title` and `count` to build the phone's tabs.
 */
export function BoardColumn({
  value,
  title,
  count,
  emptyText,
  emptyDescription,
  emptyIcon,
  headingLevel = 2,
  children,
  ...rest
}: BoardColumnProps) {
  const layout = useContext(BoardLayoutContext);
  const headingId = useId();
  const { containerRef, contentRef, scrollable } = useScrollable();
  const tickets = Children.toArray(children);
  const shown = columnCount({ count, children });

  const heading = (
    <ColumnHeading as={`h${headingLevel}`} id={headingId}>
      {title}
      {/* A space for screen readers between the words and the number ("Noi 3"). */}
      <VisuallyHidden> </VisuallyHidden>
      <Count>{shown}</Count>
    </ColumnHeading>
  );
  const body =
    tickets.length > 0 ? (
      <List ref={contentRef}>
        {tickets.map((ticket, index) => (
          <Item key={ticketKey(ticket, index)}>{ticket}</Item>
        ))}
      </List>
    ) : (
      <EmptyState
        size="sm"
        title={emptyText}
        description={emptyDescription}
        icon={emptyIcon}
        headingLevel={Math.min(headingLevel + 1, 6) as 3 | 4 | 5 | 6}
      />
    );

  if (layout === 'tabs') {
    return (
      <PhoneColumn data-value={value} {...rest}>
        {/* The tab above shows these words; the heading stays for moving by headings. */}
        <VisuallyHidden as={`h${headingLevel}`}>
          {title} {shown}
        </VisuallyHidden>
        {body}
      </PhoneColumn>
    );
  }
  return (
    <Column aria-labelledby={headingId} data-value={value} {...rest}>
      <ColumnHeader>{heading}</ColumnHeader>
      <Scroll ref={containerRef} {...(scrollable ? { role: 'group', 'aria-labelledby': headingId, tabIndex: 0 } : {})}>
        {body}
      </Scroll>
    </Column>
  );
}

/** A ticket's own key (`Children.toArray` prefixes it), else its place. */
function ticketKey(ticket: ReturnType<typeof Children.toArray>[number], index: number) {
  return typeof ticket === 'object' && ticket !== null && 'key' in ticket && ticket.key != null ? ticket.key : index;
}
