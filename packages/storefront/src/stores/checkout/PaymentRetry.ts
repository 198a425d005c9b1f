/**
 * After the card provider, the payment pages' model. The failure page pays the same order again, never
 * making a second one, and keeps its own state (in progress, what went wrong); the success page, back from
 * a verified payment, settles the order in this browser once.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Api } from '../../api';
import { isApiError } from '../../api/errors';
import type { CheckoutStorage } from './CheckoutStorage';

export type RetryOutcome = { kind: 'pay'; url: string } | { kind: 'paid' } | { kind: 'error' };

/** Why paying again did not start: the server's message, or no answer. */
export type RetryProblem = { kind: 'server'; message: string } | { kind: 'network' };

/** The provider's return (`t`, `s`), which the API verifies again. */
export interface PaymentProof {
  t: string;
  s: string;
}

export interface PaymentRetryDeps {
  api: Pick<Api, 'orders'>;
  storage: CheckoutStorage;
  signedIn: () => boolean;
  /** The order is paid: the cookie for the success page, the cart, the form. */
  finish: (orderId: number, paid: boolean) => void;
}

export class PaymentRetry {
  retrying = false;
  problem: RetryProblem | null = null;

  constructor(private readonly deps: PaymentRetryDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** Whether there is a way to this order: the own order's pay call, the provider's return, or the order this browser placed. */
  canRetry(orderId: number | null, proof?: PaymentProof): boolean {
    if (!orderId) return false;
    return this.deps.signedIn() || Boolean(proof) || this.deps.storage.lastOrderFor(orderId) !== null;
  }

  /**
   * Pays the same order again after a declined payment: the API's pay call for an own order when signed in;
   * otherwise the provider's return verified again, whose answer carries the order's checkout address while
   * it is unpaid; otherwise (no return at hand) the order request this browser kept, replayed with its key,
   * which answers with that order and its payment.
   */
  async retry(orderId: number, proof?: PaymentProof): Promise<RetryOutcome> {
    if (this.retrying) return { kind: 'error' };
    this.retrying = true;
    this.problem = null;
    const { api, storage } = this.deps;
    const record = storage.lastOrderFor(orderId);
    try {
      if (this.deps.signedIn()) {
        try {
          return { kind: 'pay', url: await api.orders.pay(orderId) };
        } catch (error) {
          // An order placed as a guest is not "own" after signing in: replay it as below.
          if (!(isApiError(error) && error.status === 404 && record)) throw error;
        }
      }
      if (proof) {
        const verified = await api.orders.verifyPayment(proof);
        if (verified.order_id === orderId) {
          if (verified.status === 'paid') return runInAction(() => this.paid(orderId));
          if (verified.retry_url) return { kind: 'pay', url: verified.retry_url };
        }
      }
      if (!record) throw new Error('This order is not known to this browser');
      const placed = await api.orders.create(record.request, record.key);
      if (placed.order.paid_at !== null) return runInAction(() => this.paid(orderId));
      if (!placed.payment) throw new Error('No payment for this order');
      return { kind: 'pay', url: placed.payment.redirect_url };
    } catch (error) {
      return runInAction(() => {
        this.retrying = false;
        // 409: already paid (or not a card order): nothing to pay, the order stands.
        if (isApiError(error) && error.status === 409) return this.paid(orderId);
        this.problem =
          isApiError(error) && error.status > 0 ? { kind: 'server', message: error.message } : { kind: 'network' };
        return { kind: 'error' } as const;
      });
    }
  }

  /** Back from a verified payment (payment-success): once per order, the order is settled here. */
  completePaid(orderId: number): void {
    const last = this.deps.storage.lastOrderFor(orderId);
    if (last && !last.paid) this.deps.finish(orderId, true);
  }

  /** Back on the page from the provider's (the back-forward cache): the button works again. */
  resume(): void {
    this.retrying = false;
  }

  private paid(orderId: number): RetryOutcome {
    this.retrying = false;
    this.deps.finish(orderId, true);
    return { kind: 'paid' };
  }
}
