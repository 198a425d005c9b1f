export { OrderTicket, type OrderTicketProps } from './OrderTicket';
export type { OrderTicketLine, OrderTicketType } from './OrderTicket.types';
