// Who is signed in to the back office, and the session's CSRF token. The session itself is the API's
// HttpOnly cookie: the app never sees it, it only asks the API who it is (GET /api/staff/me) on start.
import { makeAutoObservable, runInAction } from 'mobx';
import type { StaffMember, StaffSession as Session } from '@nori/core/contract';
import type { AdminApi } from '../api';
import { ApiError } from '../api/client';

export type SessionState = 'unknown' | 'signedOut' | 'signedIn';

export class SessionStore {
  state: SessionState = 'unknown';
  staff: StaffMember | null = null;
  csrfToken: string | null = null;
  /** The API's words for the last failed sign-in (wrong password, too many attempts), or null. */
  error: string | null = null;
  /** The last sign-in failed because the API could not be reached. */
  offline = false;
  busy = false;

  constructor(private readonly api: () => AdminApi) {
    makeAutoObservable<SessionStore, 'api'>(this, { api: false });
  }

  /** Asks the API whether the browser's cookie still holds a session. */
  async restore() {
    try {
      this.accept(await this.api().session.me());
    } catch (error) {
      runInAction(() => {
        this.clear();
        this.offline = error instanceof ApiError && error.status === 0;
      });
    }
  }

  async signIn(email: string, password: string): Promise<boolean> {
    this.busy = true;
    this.error = null;
    this.offline = false;
    try {
      this.accept(await this.api().session.login(email, password));
      return true;
    } catch (error) {
      runInAction(() => {
        this.offline = error instanceof ApiError && error.status === 0;
        this.error = error instanceof ApiError && error.message ? error.message : null;
      });
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  async signOut() {
    try {
      await this.api().session.logout();
    } finally {
      runInAction(() => this.clear());
    }
  }

  /**
   * Asks the API again who this is, when the member's role or restaurants may have changed (the board's
   * stream was reset): the shell's restaurants and screens follow. Unreachable, it keeps what it knows; a
   * 401 ends the session.
   */
  async refresh() {
    try {
      this.accept(await this.api().session.me());
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) runInAction(() => this.ended());
    }
  }

  /** The API has said the session is over (a 401 to a signed-in screen, such as the board's stream): sign in again. */
  ended() {
    this.clear();
  }

  private accept(session: Session) {
    this.staff = session.staff;
    this.csrfToken = session.csrf_token;
    this.state = 'signedIn';
    this.error = null;
  }

  private clear() {
    this.staff = null;
    this.csrfToken = null;
    this.state = 'signedOut';
  }
}
