// The settings' order rules tab: lead time, days ahead and the bonus shares, each either the back office's
// number or "the default" (null: the environment's, which the screen shows beside it).
// GET/PUT /api/staff/settings/order-rules (owners and managers); orders are checked against them at once.
import type { OrderRulesOverrides, StaffOrderRules } from '@nori/core/contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminApi } from '../api';
import { ApiError } from '../api/client';
import { SaveStatus } from './SaveStatus';

export type RuleKey = keyof OrderRulesOverrides;
export const RULE_KEYS: readonly RuleKey[] = [
  'lead_minutes',
  'max_days_ahead',
  'bonus_spend_max_percent',
  'bonus_earn_percent',
];

export class OrderRulesStore {
  current: StaffOrderRules | null = null;
  /** What the form holds: a number, or null for the environment's. */
  draft: OrderRulesOverrides | null = null;
  loadProblem: { status: number; message: string } | null = null;
  readonly status = new SaveStatus();

  constructor(private readonly api: AdminApi) {
    makeAutoObservable<OrderRulesStore, 'api'>(this, { api: false, status: false });
  }

  /** The form holds changes not saved yet. */
  get edited(): boolean {
    return this.current !== null && JSON.stringify(this.draft) !== JSON.stringify(this.current.overrides);
  }

  async load() {
    try {
      const data = await this.api.settings.orderRules.get();
      // Coming back to the tab keeps what was typed and not saved yet.
      runInAction(() => (this.edited ? (this.current = data) : this.accept(data)));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      runInAction(() => (this.loadProblem = { status: error.status, message: error.message }));
    }
  }

  /** Sets a rule; null goes back to the environment's. */
  set(key: RuleKey, value: number | null) {
    if (!this.draft) return;
    this.draft[key] = value;
    this.status.touched();
  }

  /** "Use the default" switched on: null; off: the rule starts from the number in force. */
  useDefault(key: RuleKey, on: boolean) {
    this.set(key, on ? null : (this.current?.environment[key] ?? 0));
  }

  async save(): Promise<boolean> {
    const draft = this.draft;
    if (!draft) return false;
    const saved = await this.status.run(() => this.api.settings.orderRules.save({ ...draft }));
    if (saved) runInAction(() => this.accept(saved));
    return saved !== null;
  }

  private accept(data: StaffOrderRules) {
    this.current = data;
    this.draft = { ...data.overrides };
    this.loadProblem = null;
  }
}
