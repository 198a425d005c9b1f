// What staff did, newest first (GET /api/staff/audit, owners only): filtered by the person and the action,
// a page at a time by cursor. The people to filter by come from the members' list.
import type { AuditEntry, StaffMemberRow } from '@nori/core/contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminApi } from '../api';
import { ApiError } from '../api/client';
import { CursorTrail, type Cursor } from './cursorTrail';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilters {
  staffId: number | null;
  /** A dotted action code (`order.transition`), '' for every action. */
  action: string;
}

export class AuditLogStore {
  entries: AuditEntry[] = [];
  filters: AuditFilters = { staffId: null, action: '' };
  before: Cursor = null;
  nextBefore: Cursor = null;
  members: StaffMemberRow[] = [];
  loading = false;
  loaded = false;
  forbidden = false;
  problem: string | null = null;

  private readonly trail = new CursorTrail();
  private request = 0;

  constructor(
    private readonly api: AdminApi,
    private readonly pageSize = AUDIT_PAGE_SIZE,
  ) {
    makeAutoObservable<AuditLogStore, 'api' | 'pageSize' | 'trail' | 'request'>(this, {
      api: false,
      pageSize: false,
      trail: false,
      request: false,
    });
  }

  /** The first page with the filters as they are, and the people to filter by. */
  async load() {
    await Promise.all([
      this.show(null),
      this.api.staff.members
        .list()
        .then((members) => runInAction(() => (this.members = members)))
        .catch(() => undefined),
    ]);
  }

  setFilters(patch: Partial<AuditFilters>) {
    this.filters = { ...this.filters, ...patch };
    this.trail.clear();
    return this.show(null);
  }

  older() {
    return this.nextBefore === null ? Promise.resolve() : this.show(this.nextBefore);
  }

  newer() {
    return this.show(this.trail.newerThan(this.before));
  }

  get hasNewer(): boolean {
    return this.before !== null;
  }

  async show(before: Cursor) {
    this.loading = true;
    this.problem = null;
    const request = ++this.request;
    const { staffId, action } = this.filters;
    try {
      const page = await this.api.staff.audit({ staffId, action, before, limit: this.pageSize });
      if (request !== this.request) return;
      runInAction(() => {
        this.entries = page.data;
        this.before = before;
        this.nextBefore = page.next_before;
        this.trail.saw(before, page.next_before);
        this.forbidden = false;
        this.loaded = true;
      });
    } catch (error) {
      if (request !== this.request) return;
      runInAction(() => {
        if (error instanceof ApiError && error.status === 403) this.forbidden = true;
        else this.problem = error instanceof ApiError ? error.message : '';
      });
    } finally {
      if (request === this.request) runInAction(() => (this.loading = false));
    }
  }
}
