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

export type RefundInput = {
  /** The paid (finalized) payment transaction to return money from. */
  transactionId: string;
  /** Its payment order: where the provider's books for the transaction are looked up. */
  orderCode: string;
  /** bani, positive */
  amount: number;
};

/** `already_refunded`: the provider's books show the transaction was already refunded in full. */
export type RefundResult = { status: 'refunded'; refundTransactionId: string } | { status: 'already_refunded' };

/** A card payment provider with a hosted checkout (Viva Smart Checkout, or the simulated one). */
export interface PaymentProvider {
  readonly name: 'simulated' | 'viva';
  /** Creates a payment order at the provider; the shopper is sent to `redirectUrl`. */
  createPayment(input: PaymentOrderInput): Promise<CreatedPayment>;
  /** Asks the provider what really happened; null for an unknown transaction. */
  retrieveTransaction(transactionId: string): Promise<ProviderTransaction | null>;
  /**
   * Returns money of a paid transaction to the card. Safe to retry: a full refund asked again comes back
   * `already_refunded` and returns nothing twice. Throws on transport failures, refusals, unknown or unpaid
   * transactions and unexpected answers (the caller retries with backoff).
   */
  refund(input: RefundInput): Promise<RefundResult>;
  /**
   * The latest transaction of a payment order — a paid one if any was paid — or null when the shopper never
   * paid or tried. Refunds are not transactions of the order here.
   */
  findTransaction(orderCode: string): Promise<ProviderTransaction | null>;
  /** The key a webhook endpoint must echo so the provider accepts it (Viva only). */
  webhookKey?(): Promise<string>;
}
