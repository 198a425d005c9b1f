import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Badge } from '../Badge/Badge';
import { Icon } from '../Icon/Icon';
import { Price } from '../Price/Price';
import { Tag } from '../Tag/Tag';
import type { TagTone } from '../Tag/Tag.styles';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import {
  Actions,
  Card,
  Comment,
  CommentLabel,
  Fact,
  Facts,
  Footer,
  Header,
  Heading,
  Line,
  Lines,
  Modifiers,
  OrderNumber,
  PhoneLink,
  Quantity,
  Time,
  Total,
} from './OrderTicket.styles';
import type { OrderTicketLine, OrderTicketType } from './OrderTicket.types';
import { telHref } from './telHref';

export interface OrderTicketProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The order's number as staff say it ("#1042"): the ticket's heading and its accessible name. */
  number: string;
  /** The heading's level, to fit the page's outline: 3 under a board column's `h2`. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The order's state in words ("Preparing"), shown as a `Tag`; leave it out where the column already says it. @default none */
  stateLabel?: string;
  /** The state tag's colour family. @default 'neutral' */
  stateTone?: TagTone;
  /** Delivery (a bike) or pickup (a shop front): the icon beside `orderTypeLabel`. */
  orderType: OrderTicketType;
  /** The order type in words ("Livrare", "Ridicare"). */
  orderTypeLabel: string;
  /** When it is due, or the time promised to the shopper, as the app formats it: a `<time>` element is best. @default none */
  time?: ReactNode;
  /** Marks a new order not yet acknowledged: a pulsing outline (still under reduced motion) and these words in the heading ("New order"). @default not new */
  newLabel?: string;
  /** Marks an order past its time: a danger stripe, the time in the danger colour and these words in the heading ("Late by 7 min"). @default not late */
  lateLabel?: string;
  /** Marks an order placed for later: these words in the heading ("Scheduled for 18:30"). @default not scheduled */
  scheduledLabel?: string;
  /** Who ordered. @default none */
  customerName?: string;
  /** Their phone as staff read it ("+373 60 123 456"); it becomes a `tel:` link, so a phone or tablet can call. @default none */
  customerPhone?: string;
  /** The dishes, in the order's order. */
  lines: readonly OrderTicketLine[];
  /** The order's total in whole currency units, shown with the kit's `Price`. */
  total: number;
  /** ISO 4217 currency code. @default 'MDL' */
  currency?: string;
  /** The word before the total ("Total"). */
  totalLabel: string;
  /** The shopper's comment for the kitchen or the courier. @default none */
  comment?: ReactNode;
  /** The word before the comment ("Comment"). Required with `comment`, so it is never an unexplained line. @default none */
  commentLabel?: string;
  /**
   * The app's buttons for this order ("Accept", "Ready"): kit `Button`s, in the footer beside the total. A
   * board has many "Accept" buttons, so give each its order's number for screen readers (a `VisuallyHidden`
   * " #1042" after the word). @default none
   */
  actions?: ReactNode;
}

const typeIcons = { delivery: 'delivery', pickup: 'store' } as const;

/**
 * An order as a card on the back office's board: its number, state, delivery or pickup, the time it is
 * due, who ordered, the dishes with their modifiers, the total, the shopper's comment, and the app's
 * buttons that move it on. Made for the kitchen tablet: the due time and quantities are bold and
 * large, the rest is compact enough that three or four tickets stand in a board column at 1024 × 768.
 *
 * Markers, each in words as well as looks: **new** (`newLabel`: a pulsing accent outline until the app
 * removes the label on acknowledgement; a still outline when reduced motion is asked for), **late**
 * (`lateLabel`: a danger stripe and the time in the danger colour), **scheduled** (`scheduledLabel`).
 * Their words sit in the ticket's heading after the number, so a screen reader that lists or jumps
 * between headings hears "#1042, New order, Late by 7 min" — the order that needs attention first.
 * The ticket does not announce itself when it appears: the app says "New order #1042" once, through
 * the kit's `Toast` (a live region), when the order arrives.
 *
 * An `article` named by its heading, not a button: only the phone link and the app's `actions` take
 * focus, so Tab goes from one order's buttons to the next order's. All text is the app's.
 */
export function OrderTicket({
  number,
  headingLevel = 3,
  stateLabel,
  stateTone = 'neutral',
  orderType,
  orderTypeLabel,
  time,
  newLabel,
  lateLabel,
  scheduledLabel,
  customerName,
  customerPhone,
  lines,
  total,
  currency = 'MDL',
  totalLabel,
  comment,
  commentLabel,
  actions,
  ...rest
}: OrderTicketProps) {
  const headingId = useId();
  const isNew = Boolean(newLabel);
  const isLate = Boolean(lateLabel);
  return (
    <Card
      aria-labelledby={headingId}
      data-new={isNew ? '' : undefined}
      data-late={isLate ? '' : undefined}
      data-scheduled={scheduledLabel ? '' : undefined}
      $new={isNew}
      $late={isLate}
      $elevation="raised"
      $padding="sm"
      {...rest}
    >
      <Header>
        <Heading as={`h${headingLevel}`} id={headingId}>
          <OrderNumber>{number}</OrderNumber>
          {/* The commas part the words for screen readers; the badges part them for the eye. */}
          {newLabel && (
            <>
              <VisuallyHidden>, </VisuallyHidden>
              <Badge tone="accent" variant="solid" icon="new">
                {newLabel}
              </Badge>
            </>
          )}
          {lateLabel && (
            <>
              <VisuallyHidden>, </VisuallyHidden>
              <Badge tone="danger" variant="solid" icon="clock">
                {lateLabel}
              </Badge>
            </>
          )}
          {scheduledLabel && (
            <>
              <VisuallyHidden>, </VisuallyHidden>
              <Badge tone="info" icon="calendar">
                {scheduledLabel}
              </Badge>
            </>
          )}
        </Heading>
        {time != null && (
          <Time $late={isLate}>
            <Icon name="clock" size={16} />
            {time}
          </Time>
        )}
      </Header>

      <Facts>
        {stateLabel && <Tag tone={stateTone}>{stateLabel}</Tag>}
        <Fact>
          <Icon name={typeIcons[orderType]} size={16} />
          {orderTypeLabel}
        </Fact>
      </Facts>

      {(customerName || customerPhone) && (
        <Facts>
          {customerName && <Fact>{customerName}</Fact>}
          {customerPhone && (
            <Fact>
              <Icon name="phone" size={16} />
              <PhoneLink href={telHref(customerPhone)}>{customerPhone}</PhoneLink>
            </Fact>
          )}
        </Facts>
      )}

      <Lines>
        {lines.map((line) => (
          <Line key={line.id}>
            <Quantity>{line.quantity} ×</Quantity>
            <span>{line.name}</span>
            {line.modifiers && line.modifiers.length > 0 && (
              <Modifiers>
                {line.modifiers.map((modifier, index) => (
                  <li key={index}>{modifier}</li>
                ))}
              </Modifiers>
            )}
          </Line>
        ))}
      </Lines>

      {comment != null && (
        <Comment>
          {commentLabel && <CommentLabel>{commentLabel}: </CommentLabel>}
          {comment}
        </Comment>
      )}

      <Footer>
        <Total>
          {totalLabel} <Price amount={total} currency={currency} size="sm" />
        </Total>
        {actions != null && <Actions>{actions}</Actions>}
      </Footer>
    </Card>
  );
}
