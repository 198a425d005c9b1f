// The people who use the back office (owners only): everyone with their role, restaurants and whether they
// may sign in (GET /api/staff/members); adding one with a first password (POST), and changing a role, the
// restaurants, a password or disabling (PATCH …/{id}). The API refuses what would lock the business out —
// the last owner disabled or demoted, an owner disabling themself — with a 409 whose words are shown.
import type { StaffMemberPatch, StaffMemberRequest, StaffMemberRow, StaffRestaurant } from '@nori/core/contract';
import { PASSWORD_LENGTH } from '@nori/core';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminApi } from '../api';
import { ApiError } from '../api/client';
import { textIn } from '@nori/core/localized';

/** The shortest password the API accepts, so the screen can say it before sending (the API's 422 says it too). */
export const PASSWORD_MIN = PASSWORD_LENGTH.min;

/** What a save came back with: done, or the API's words (in general and by field). */
export type SaveOutcome = { ok: true } | { ok: false; message: string; fields: Record<string, string> };

const outcomeOf = (error: unknown): SaveOutcome => ({
  ok: false,
  message: error instanceof ApiError ? error.message : '',
  fields:
    error instanceof ApiError
      ? Object.fromEntries(Object.entries(error.fields).map(([field, messages]) => [field, messages.join(' ')]))
      : {},
});

export class StaffMembersStore {
  members: StaffMemberRow[] = [];
  restaurants: StaffRestaurant[] = [];
  loaded = false;
  /** The API said this person may not see the list (not an owner). */
  forbidden = false;
  /** The API's words when the list could not be loaded ('' when the server did not answer). */
  problem: string | null = null;
  /** Members with a change on its way (their buttons wait). */
  saving = new Set<number>();
  creating = false;

  constructor(private readonly api: AdminApi) {
    makeAutoObservable<StaffMembersStore, 'api'>(this, { api: false });
  }

  async load() {
    this.problem = null;
    try {
      const [members, restaurants] = await Promise.all([
        this.api.staff.members.list(),
        this.api.settings.restaurants.list(),
      ]);
      runInAction(() => {
        this.members = members;
        this.restaurants = restaurants;
        this.forbidden = false;
        this.loaded = true;
      });
    } catch (error) {
      runInAction(() => {
        if (error instanceof ApiError && error.status === 403) this.forbidden = true;
        else this.problem = error instanceof ApiError ? error.message : '';
      });
    }
  }

  /** Adds a member; on a refusal the form keeps what was typed and shows the API's words. */
  async create(request: StaffMemberRequest): Promise<SaveOutcome> {
    this.creating = true;
    try {
      const data = await this.api.staff.members.create(request);
      runInAction(() => (this.members = [...this.members, data]));
      return { ok: true };
    } catch (error) {
      return outcomeOf(error);
    } finally {
      runInAction(() => (this.creating = false));
    }
  }

  /** Changes what is sent of a member (role, restaurants, name, password, disabled). */
  async update(id: number, patch: StaffMemberPatch): Promise<SaveOutcome> {
    this.saving.add(id);
    try {
      const data = await this.api.staff.members.update(id, patch);
      runInAction(() => (this.members = this.members.map((member) => (member.id === id ? data : member))));
      return { ok: true };
    } catch (error) {
      return outcomeOf(error);
    } finally {
      runInAction(() => this.saving.delete(id));
    }
  }

  /** The restaurants' names in the UI's language, for a member's list. */
  restaurantNames(ids: readonly number[], locale: string): string[] {
    return ids.map((id) => {
      const restaurant = this.restaurants.find((r) => r.id === id);
      return restaurant ? textIn(restaurant.name, locale) : `#${id}`;
    });
  }
}
