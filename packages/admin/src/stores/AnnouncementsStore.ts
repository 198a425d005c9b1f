// The settings' first tab: the announcements the shop shows (the strip on every page, `alert_message`, and
// the attention popup, `alert_popup_message`, each per language; "" is none), the contacts (phone, the
// administrator's email) and the socials. GET/PUT /api/staff/settings/options (owners and managers; an
// operator is refused with 403 and the screen says so). A refused save keeps the draft as typed.
import type { Locale, StaffOptions } from '@nori/core/contract';
import { makeAutoObservable, runInAction, toJS } from 'mobx';
import type { AdminApi } from '../api';
import { ApiError } from '../api/client';
import { SaveStatus } from './SaveStatus';

export type AnnouncementKind = 'alert_message' | 'alert_popup_message';
export type Social = StaffOptions['socials'][number];

export class AnnouncementsStore {
  /** What the form holds (null until loaded). */
  draft: StaffOptions | null = null;
  /** The API refused to show the settings: 403 for an operator; '' when it could not be reached. */
  loadProblem: { status: number; message: string } | null = null;
  readonly status = new SaveStatus();
  /** The settings as the API last gave them, to tell whether the form holds changes. */
  private saved: string | null = null;

  constructor(private readonly api: AdminApi) {
    makeAutoObservable<AnnouncementsStore, 'api'>(this, { api: false, status: false });
  }

  /** The form holds changes not saved yet. */
  get edited(): boolean {
    return this.draft !== null && JSON.stringify(toJS(this.draft)) !== this.saved;
  }

  private accept(data: StaffOptions) {
    this.draft = data;
    this.saved = JSON.stringify(data);
  }

  async load() {
    try {
      const data = await this.api.settings.options.get();
      runInAction(() => {
        // Coming back to the tab keeps what was typed and not saved yet.
        if (!this.edited) this.accept(data);
        this.loadProblem = null;
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      runInAction(() => (this.loadProblem = { status: error.status, message: error.message }));
    }
  }

  setText(kind: AnnouncementKind, locale: Locale, text: string) {
    if (!this.draft) return;
    this.draft[kind][locale] = text;
    this.status.touched();
  }

  setContact(field: 'phone' | 'email_admin', value: string) {
    if (!this.draft) return;
    this.draft[field] = value;
    this.status.touched();
  }

  setSocial(index: number, patch: Partial<Social>) {
    const social = this.draft?.socials[index];
    if (!social) return;
    Object.assign(social, patch);
    this.status.touched();
  }

  addSocial() {
    this.draft?.socials.push({ code: '', name: '', url: 'https://', kind: 'social' });
    this.status.touched();
  }

  removeSocial(index: number) {
    this.draft?.socials.splice(index, 1);
    this.status.touched();
  }

  /** Replaces the settings with the draft; true when the API took it (the shop shows it on its next page). */
  async save(): Promise<boolean> {
    const draft = this.draft;
    if (!draft) return false;
    const saved = await this.status.run(() => this.api.settings.options.save(toJS(draft)));
    if (saved) runInAction(() => this.accept(saved));
    return saved !== null;
  }
}
