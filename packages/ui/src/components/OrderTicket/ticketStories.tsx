/**
 * Orders of a Chișinău lunch service for the stories of OrderTicket, Board and AppShell, in the words
 * the back office would pass (Romanian). Private to the stories: nothing here ships in the kit.
 */
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import type { OrderTicketProps } from './OrderTicket';

const at = (time: string) => <time dateTime={`2026-11-24T${time}`}>{time}</time>;

/**
 * An order's number as staff say it, "#1042". Built, not written out: the kit's lint reads a literal
 * "#1042" as a hex colour.
 */
export const orderNumber = (order: number) => `#${order}`;

/** The words every ticket of these stories shares. */
export const ticketWords = { totalLabel: 'Total', commentLabel: 'Comentariu' } as const;

/**
 * The app's buttons for an order: its details (an icon button) and the one that moves it on. A board has
 * many "Acceptă" buttons, so each also says its order's number to screen readers ("Acceptă #1042").
 */
export function ticketActions(next: string, order: number) {
  return (
    <>
      <IconButton size="sm" icon="info" label={`Detalii ${orderNumber(order)}`} variant="secondary" />
      <Button size="sm">
        {next}
        <VisuallyHidden> {orderNumber(order)}</VisuallyHidden>
      </Button>
    </>
  );
}

export type SampleTicket = OrderTicketProps & { id: string };

export const newDelivery: SampleTicket = {
  id: '1042',
  number: orderNumber(1042),
  newLabel: 'Comandă nouă',
  stateLabel: 'Plasată',
  stateTone: 'accent',
  orderType: 'delivery',
  orderTypeLabel: 'Livrare',
  time: at('12:45'),
  customerName: 'Ion Popescu',
  customerPhone: '+373 69 123 456',
  lines: [
    { id: 1, quantity: 2, name: 'Philadelphia cu somon', modifiers: ['+ ghimbir extra'] },
    { id: 2, quantity: 1, name: 'Supă miso' },
    { id: 3, quantity: 1, name: 'Set California, 24 buc.', modifiers: ['fără wasabi', 'sos picant separat'] },
  ],
  total: 612,
  comment: 'Interfonul nu funcționează, sunați la sosire.',
  ...ticketWords,
  actions: ticketActions('Acceptă', 1042),
};

export const latePickup: SampleTicket = {
  id: '1039',
  number: orderNumber(1039),
  lateLabel: 'Întârzie 7 min',
  stateLabel: 'Se pregătește',
  stateTone: 'warning',
  orderType: 'pickup',
  orderTypeLabel: 'Ridicare',
  time: at('12:20'),
  customerName: 'Maria Rusu',
  customerPhone: '+373 60 555 014',
  lines: [
    { id: 1, quantity: 3, name: 'Maki cu castravete' },
    { id: 2, quantity: 1, name: 'Ramen cu pui', modifiers: ['picant'] },
  ],
  total: 289,
  ...ticketWords,
  actions: ticketActions('E gata', 1039),
};

export const scheduledDelivery: SampleTicket = {
  id: '1047',
  number: orderNumber(1047),
  scheduledLabel: 'Programată la 18:30',
  stateLabel: 'Plasată',
  stateTone: 'accent',
  orderType: 'delivery',
  orderTypeLabel: 'Livrare',
  time: at('18:30'),
  customerName: 'Andrei Ceban',
  customerPhone: '+373 79 400 321',
  lines: [{ id: 1, quantity: 1, name: 'Set Nori Party, 48 buc.' }],
  total: 890,
  ...ticketWords,
  actions: ticketActions('Acceptă', 1047),
};

export const readyPickup: SampleTicket = {
  id: '1036',
  number: orderNumber(1036),
  stateLabel: 'Gata',
  stateTone: 'success',
  orderType: 'pickup',
  orderTypeLabel: 'Ridicare',
  time: at('12:30'),
  customerName: 'Elena Cojocaru',
  lines: [
    { id: 1, quantity: 1, name: 'Poke cu ton' },
    { id: 2, quantity: 2, name: 'Limonadă cu yuzu' },
  ],
  total: 214,
  ...ticketWords,
  actions: ticketActions('Ridicată', 1036),
};

/** A plain ticket of the preparing column, numbered `n`. */
export const preparing = (n: number): SampleTicket => ({
  id: String(1020 + n),
  number: orderNumber(1020 + n),
  stateLabel: 'Se pregătește',
  stateTone: 'warning',
  orderType: n % 2 ? 'delivery' : 'pickup',
  orderTypeLabel: n % 2 ? 'Livrare' : 'Ridicare',
  time: at(`12:${String(30 + n).padStart(2, '0')}`),
  customerName: ['Victor Lungu', 'Ana Moraru', 'Dan Roșca', 'Irina Botnaru', 'Sergiu Țurcanu', 'Olga Munteanu'][n % 6],
  lines: [
    { id: 1, quantity: 2, name: 'Uramaki cu creveți' },
    { id: 2, quantity: 1, name: 'Edamame', modifiers: ['cu sare de mare'] },
  ],
  total: 250 + n * 17,
  ...ticketWords,
  actions: ticketActions('E gata', 1020 + n),
});
