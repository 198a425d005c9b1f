import type { ReactNode } from 'react';

/** How the order reaches the shopper: brought by a courier, or collected at the restaurant. */
export type OrderTicketType = 'delivery' | 'pickup';

/** One line of the order: a dish, how many, and what was changed in it. */
export interface OrderTicketLine {
  /** Unique in the order: the line's key. */
  id: string | number;
  /** How many portions. */
  quantity: number;
  /** The dish's name, in the staff's language. */
  name: ReactNode;
  /** Extras and changes, one per entry, under the name ("+ ghimbir extra", "fără wasabi"): the app's words. @default none */
  modifiers?: readonly ReactNode[];
}
