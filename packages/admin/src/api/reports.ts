/** Orders, revenue and the dishes sold most per day (packages/api/src/routes/staffAdmin.ts; owners, managers). */
import type { StaffReport } from '@nori/core/contract';
import type { ApiClient } from './client';
import { query } from './query';

export interface ReportRange {
  /** Chișinău days, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  restaurantId?: number | null;
}

export function createReportsApi(client: ApiClient) {
  return {
    daily: async ({ from, to, restaurantId }: ReportRange) =>
      (await client.get<{ data: StaffReport }>(`/api/staff/reports${query({ from, to, restaurant_id: restaurantId })}`))
        .data,
  };
}

export type ReportsApi = ReturnType<typeof createReportsApi>;
