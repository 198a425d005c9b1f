/**
 * The orders board of a Chișinău lunch service, for the stories of Board and AppShell (Romanian, as the
 * back office would pass it). Private to the stories: nothing here ships in the kit.
 */
import { OrderTicket } from '../OrderTicket/OrderTicket';
import {
  latePickup,
  newDelivery,
  orderNumber,
  preparing,
  readyPickup,
  scheduledDelivery,
  ticketActions,
  type SampleTicket,
} from '../OrderTicket/ticketStories';
import { BoardColumn } from './BoardColumn';

const newPickup: SampleTicket = {
  ...newDelivery,
  id: '1043',
  number: orderNumber(1043),
  orderType: 'pickup',
  orderTypeLabel: 'Ridicare',
  customerName: 'Natalia Guțu',
  customerPhone: '+373 68 210 777',
  lines: [{ id: 1, quantity: 1, name: 'Set Hot, 32 buc.' }],
  total: 459,
  comment: undefined,
  actions: ticketActions('Acceptă', 1043),
};

const acceptedDelivery: SampleTicket = {
  ...preparing(0),
  id: '1041',
  number: orderNumber(1041),
  stateLabel: 'Acceptată',
  stateTone: 'info',
  actions: ticketActions('Începe', 1041),
};

const tickets = (list: readonly SampleTicket[]) =>
  list.map(({ id, ...ticket }) => <OrderTicket key={id} {...ticket} />);

export interface BoardColumnSample {
  value: string;
  title: string;
  emptyText: string;
  tickets: readonly SampleTicket[];
}

/**
 * The back office's lanes (its `LANES`): orders placed for later wait apart until their preparation
 * time, then the five states of the lifecycle. A busy kitchen: six orders in preparation, nobody on the road.
 */
export const busyBoard: readonly BoardColumnSample[] = [
  { value: 'scheduled', title: 'Programate', emptyText: 'Nicio comandă programată', tickets: [scheduledDelivery] },
  { value: 'placed', title: 'Noi', emptyText: 'Nicio comandă nouă', tickets: [newDelivery, newPickup] },
  {
    value: 'accepted',
    title: 'Acceptate',
    emptyText: 'Nicio comandă acceptată',
    tickets: [acceptedDelivery],
  },
  {
    value: 'preparing',
    title: 'În pregătire',
    emptyText: 'Nimic pe foc',
    tickets: [latePickup, preparing(1), preparing(2), preparing(3), preparing(4), preparing(5)],
  },
  { value: 'ready', title: 'Gata', emptyText: 'Nimic de predat', tickets: [readyPickup] },
  { value: 'out_for_delivery', title: 'În livrare', emptyText: 'Niciun curier pe drum', tickets: [] },
];

/** The board's columns as elements, for `<Board>`'s children. */
export function boardColumns(columns: readonly BoardColumnSample[] = busyBoard) {
  return columns.map((column) => (
    <BoardColumn key={column.value} value={column.value} title={column.title} emptyText={column.emptyText}>
      {tickets(column.tickets)}
    </BoardColumn>
  ));
}
