// The reports screen: orders, revenue, average basket and cancellations per Chișinău day over a range, with
// the ten dishes sold most (GET /api/staff/reports, owners and managers). The range opens on the last seven
// days; quick picks set the last 7 or 30 days or this month; every change of range or restaurant asks again,
// and only the newest answer is shown (a slow earlier one never overwrites it).
import type { StaffReport, StaffRestaurant } from '@nori/core/contract';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { AdminApi } from '../api';
import { ApiError } from '../api/client';

/** The quick picks beside the range. */
export type ReportPreset = 'last7' | 'last30' | 'thisMonth';

export interface ReportRange {
  /** First Chișinău day, `YYYY-MM-DD`, included. */
  from: string;
  /** Last Chișinău day, `YYYY-MM-DD`, included. */
  to: string;
}

/** The day `days` after (or before) a `YYYY-MM-DD` day. */
export function shiftDay(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** A quick pick's range, ending today (Chișinău's `today`). */
export function presetRange(preset: ReportPreset, today: string): ReportRange {
  if (preset === 'thisMonth') return { from: `${today.slice(0, 8)}01`, to: today };
  return { from: shiftDay(today, preset === 'last7' ? -6 : -29), to: today };
}

export class ReportsStore {
  restaurants: StaffRestaurant[] = [];
  /** null: every restaurant the person may see. */
  restaurantId: number | null = null;
  range: ReportRange;
  report: StaffReport | null = null;
  loading = false;
  /** The API's words when it refused (a 403 for an operator, a 422 for a range too long); '' when offline. */
  problem: string | null = null;
  /** The refusal's status: 403 shows the screen as not theirs, not as an error to retry. */
  problemStatus: number | null = null;
  /** The API's words about the range (a 422 on `from` or `to`), shown on the range field. */
  rangeError: string | null = null;
  private request = 0;

  constructor(
    private readonly api: AdminApi,
    /** Today in Chișinău, `YYYY-MM-DD`. */
    readonly today: () => string,
  ) {
    this.range = presetRange('last7', today());
    // A report is replaced whole, never changed in place: kept as it came (plain, not observable deep down),
    // so what the chart's library freezes is not a MobX object.
    makeAutoObservable<ReportsStore, 'api' | 'request'>(this, {
      api: false,
      today: false,
      request: false,
      report: observableRef,
      restaurants: observableRef,
    });
  }

  /** The quick pick the range is, if it is one. */
  get preset(): ReportPreset | null {
    const today = this.today();
    return (
      (['last7', 'last30', 'thisMonth'] as const).find((preset) => {
        const range = presetRange(preset, today);
        return range.from === this.range.from && range.to === this.range.to;
      }) ?? null
    );
  }

  /** The restaurants to filter by, then the report. */
  async open() {
    try {
      const data = await this.api.settings.restaurants.list();
      runInAction(() => {
        this.restaurants = data;
        if (this.restaurantId !== null && !data.some((r) => r.id === this.restaurantId)) this.restaurantId = null;
      });
    } catch {
      // The report itself says what is wrong (a 403, offline); the filter then lists no restaurant.
    }
    await this.load();
  }

  async setRange(range: ReportRange) {
    this.range = range;
    await this.load();
  }

  async pick(preset: ReportPreset) {
    await this.setRange(presetRange(preset, this.today()));
  }

  async setRestaurant(id: number | null) {
    this.restaurantId = id;
    await this.load();
  }

  async load() {
    const request = ++this.request;
    this.loading = true;
    try {
      const report = await this.api.reports.daily({ ...this.range, restaurantId: this.restaurantId });
      runInAction(() => {
        if (request !== this.request) return;
        this.report = report;
        this.problem = null;
        this.problemStatus = null;
        this.rangeError = null;
      });
    } catch (error) {
      runInAction(() => {
        if (request !== this.request) return;
        this.problem = error instanceof ApiError ? error.message : '';
        this.problemStatus = error instanceof ApiError ? error.status : null;
        const fields = error instanceof ApiError ? error.fields : {};
        this.rangeError = fields.to?.[0] ?? fields.from?.[0] ?? null;
        // A report of another range must not stand under this one's dates.
        this.report = null;
      });
    } finally {
      runInAction(() => {
        if (request === this.request) this.loading = false;
      });
    }
  }
}
