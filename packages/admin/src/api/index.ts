/**
 * The back office's API: one client (the session cookie, the CSRF token, the UI's language), one module per
 * resource, as the shop has (packages/storefront/src/api). Stores receive it; no store writes an `/api/…` path.
 */
import { createCatalogApi, type CatalogApi } from './catalog';
import type { ApiClient } from './client';
import { createOrdersApi, type OrdersApi } from './orders';
import { createReportsApi, type ReportsApi } from './reports';
import { createSessionApi, type SessionApi } from './session';
import { createSettingsApi, type SettingsApi } from './settings';
import { createStaffApi, type StaffApi } from './staff';

export interface AdminApi {
  client: ApiClient;
  session: SessionApi;
  orders: OrdersApi;
  catalog: CatalogApi;
  settings: SettingsApi;
  staff: StaffApi;
  reports: ReportsApi;
}

export function createAdminApi(client: ApiClient): AdminApi {
  return {
    client,
    session: createSessionApi(client),
    orders: createOrdersApi(client),
    catalog: createCatalogApi(client),
    settings: createSettingsApi(client),
    staff: createStaffApi(client),
    reports: createReportsApi(client),
  };
}
