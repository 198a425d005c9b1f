import { makeAutoObservable, runInAction } from 'mobx';
import { isApiError, type FieldErrors } from '../../../api/errors';
import type { AccountApi } from '../../../api/account';
import type { Order } from '../../../api/types';

export const REVIEW_TEXT_MAX = 1000;

/**
 * The review modal's state: the rating (1–5) and text, the request in flight, the server's messages
 * under each field (422), a message for the whole form (409: already reviewed, not payable yet), and
 * the reviewed order once it went through.
 */
export class ReviewForm {
  rating = 0;
  text = '';
  pending = false;
  /** No star was chosen when sending. */
  ratingMissing = false;
  /** Server messages by field (`rating`, `text`). */
  errors: FieldErrors = {};
  /** A message for the whole form: the server's (409) or null with `failed` for a network failure. */
  formError: string | null = null;
  failed = false;
  /** The order with its review, once sent. */
  sent: Order | null = null;

  constructor(
    private readonly api: Pick<AccountApi, 'reviewOrder'>,
    readonly orderId: number,
  ) {
    makeAutoObservable<this, 'api'>(this, { api: false, orderId: false }, { autoBind: true });
  }

  setRating(rating: number): void {
    this.rating = rating;
    this.ratingMissing = false;
    delete this.errors.rating;
  }

  setText(text: string): void {
    this.text = text.slice(0, REVIEW_TEXT_MAX);
  }

  /** Back to a blank form (the modal opens afresh). */
  reset(): void {
    this.rating = 0;
    this.text = '';
    this.ratingMissing = false;
    this.errors = {};
    this.formError = null;
    this.failed = false;
    this.sent = null;
  }

  /** Sends the review; resolves with the reviewed order, or null (the reasons are in the fields). */
  async submit(): Promise<Order | null> {
    if (this.pending) return null;
    this.errors = {};
    this.formError = null;
    this.failed = false;
    if (!(this.rating >= 1 && this.rating <= 5)) {
      this.ratingMissing = true;
      return null;
    }
    this.pending = true;
    try {
      const order = await this.api.reviewOrder(this.orderId, { rating: this.rating, text: this.text.trim() || null });
      runInAction(() => {
        this.sent = order;
      });
      return order;
    } catch (error) {
      runInAction(() => {
        if (isApiError(error) && error.status === 422 && error.errors && Object.keys(error.errors).length > 0) {
          this.errors = error.errors;
        } else if (isApiError(error) && (error.status === 409 || error.status === 422)) {
          this.formError = error.message;
        } else {
          this.failed = true;
        }
      });
      return null;
    } finally {
      runInAction(() => {
        this.pending = false;
      });
    }
  }
}
