import type { Locale } from '../../i18n';

export type PaymentOrderInput = {
  orderId: number;
  /** bani */
  amount: number;
  description: string;
  customerName: string;
  phone: string;
  locale: Locale;
};

export type CreatedPayment = { orderCode: string; redirectUrl: string };

export type ProviderTransaction = {
  transactionId: string;
  orderCode: string;
  status: 'paid' | 'failed' | 'pending';
  /** bani */
  amount: number;
};

/** A card payment provider with a hosted checkout (Viva Smart Checkout, or the simulated one). */
export interface PaymentProvider {
  readonly name: 'simulated' | 'viva';
  /** Creates a payment order at the provider; the shopper is sent to `redirectUrl`. */
  createPayment(input: PaymentOrderInput): Promise<CreatedPayment>;
  /** Asks the provider what really happened; null for an unknown transaction. */
  retrieveTransaction(transactionId: string): Promise<ProviderTransaction | null>;
  /** The key a webhook endpoint must echo so the provider accepts it (Viva only). */
  webhookKey?(): Promise<string>;
}
