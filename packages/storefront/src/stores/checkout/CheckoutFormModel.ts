/**
 * The checkout form as the shopper fills it: the values, the rules they break (`checkoutForm.ts`: pure,
 * with @nori/core's rules, checked against `OrderTerms`), which problems show — the client's once the
 * shopper has tried to submit, the server's 422 messages until that field is edited — and the field to
 * focus first.
 */
import { makeAutoObservable } from 'mobx';
import type { OrderRequest } from '../../api/types';
import type { CartItem } from '../cartLines';
import {
  buildOrderRequest,
  CHECKOUT_FIELDS,
  emptyCheckoutForm,
  validateCheckout,
  type CheckoutContext,
  type CheckoutField,
  type CheckoutForm,
  type FieldProblems,
} from '../checkoutForm';
import type { UserStore } from '../UserStore';

export interface CheckoutFormDeps {
  /** What the rules are checked against (`OrderTerms.context`). */
  context: () => CheckoutContext;
  /** The time a scheduled order starts at (`OrderTerms.earliestSlot`). */
  earliestSlot: () => Date | null;
  user: Pick<UserStore, 'profile'>;
  /** After every edit by the shopper. */
  onEdit?: () => void;
}

/** The server's messages by field. */
export type ServerErrors = Partial<Record<CheckoutField, string>>;

export class CheckoutFormModel {
  values: CheckoutForm = emptyCheckoutForm();
  /** Client-side problems show once the shopper has tried to submit. */
  showProblems = false;
  serverErrors: ServerErrors = {};

  constructor(private readonly deps: CheckoutFormDeps) {
    makeAutoObservable<this, 'deps'>(this, { deps: false }, { autoBind: true });
  }

  /** Every rule the form breaks now. */
  get problems(): FieldProblems {
    return validateCheckout(this.values, this.deps.context());
  }

  /** The client's problems, once shown (the server's are `serverErrors`). */
  get visibleProblems(): FieldProblems {
    return this.showProblems ? this.problems : {};
  }

  /** The first field with something to fix, for focus. */
  get firstInvalidField(): CheckoutField | null {
    const visible = this.visibleProblems;
    return CHECKOUT_FIELDS.find((field) => visible[field] || this.serverErrors[field]) ?? null;
  }

  setField<K extends keyof CheckoutForm>(field: K, value: CheckoutForm[K]): void {
    this.values[field] = value;
    if (field !== 'orderType' && field !== 'when') delete this.serverErrors[field as CheckoutField];
    if (field === 'orderType' && value === 'pickup' && this.values.paymentType === 'card_courier') {
      this.values.paymentType = 'cash';
    }
    if (field === 'when' && value === 'scheduled' && !this.values.scheduledAt) {
      this.values.scheduledAt = this.deps.earliestSlot();
    }
    this.deps.onEdit?.();
  }

  /** A submit: the client's problems show from now on. True when there are none. */
  check(): boolean {
    this.showProblems = true;
    return Object.keys(this.problems).length === 0;
  }

  /** The POST /api/orders body for these lines and the promo code in force (after `check`). */
  request(lines: readonly CartItem[], promoCode: string | null = null): OrderRequest {
    const context = this.deps.context();
    // An offer that does not combine with bonuses: none are spent (the checkout says so instead of a field).
    const spendsBonuses = context.signedIn && (context.offers?.bonusesAllowed ?? true);
    return buildOrderRequest(this.values, lines, spendsBonuses, promoCode);
  }

  /** The server's 422 messages, each under its field. */
  setServerErrors(errors: ServerErrors): void {
    this.serverErrors = errors;
  }

  /** The server's message under a field that is not one of the values (the promo code), once it is acted on. */
  clearServerError(field: CheckoutField): void {
    delete this.serverErrors[field];
  }

  /** A balance of nothing to spend: bonuses typed meanwhile go, there is no field to correct them in. */
  dropBonuses(): void {
    this.values.bonuses = '';
  }

  /** The order stands: what belonged to it goes (the contact and address stay for the next one). */
  clearAfterOrder(): void {
    this.values.comment = '';
    this.values.bonuses = '';
    this.showProblems = false;
  }

  /** Contact details from the profile, where the shopper has not typed their own. */
  prefill(): void {
    const profile = this.deps.user.profile;
    if (!profile) return;
    const name = [profile.name, profile.surname].filter(Boolean).join(' ');
    if (!this.values.name && name) this.values.name = name;
    if (!this.values.phone && profile.phone) this.values.phone = profile.phone.replace(/\D/g, '');
  }
}
