/** The team and what it did (packages/api/src/routes/staffAdmin.ts; owners only). */
import type { AuditPage, StaffMemberPatch, StaffMemberRequest, StaffMemberRow } from '@nori/core/contract';
import type { ApiClient } from './client';
import { idPart, query } from './query';

export interface AuditSearch {
  staffId?: number | null;
  /** An action, e.g. `order.transition`. */
  action?: string;
  /** The entry id the page starts after (older ones). */
  before?: number | null;
  limit?: number;
}

export function createStaffApi(client: ApiClient) {
  return {
    members: {
      /** Everyone, disabled accounts too. */
      list: async () => (await client.get<{ data: StaffMemberRow[] }>('/api/staff/members')).data,
      create: async (request: StaffMemberRequest) =>
        (await client.post<{ data: StaffMemberRow }>('/api/staff/members', request)).data,
      update: async (id: number, patch: StaffMemberPatch) =>
        (await client.patch<{ data: StaffMemberRow }>(`/api/staff/members/${idPart(id)}`, patch)).data,
    },
    /** The audit log, newest first. */
    audit: (s: AuditSearch = {}) =>
      client.get<AuditPage>(
        `/api/staff/audit${query({ staff_id: s.staffId, action: s.action, before: s.before, limit: s.limit })}`,
      ),
  };
}

export type StaffApi = ReturnType<typeof createStaffApi>;
