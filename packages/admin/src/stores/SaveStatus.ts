// What a settings form shows around its Save: in flight (the button waits), the API's per-field messages
// (422 `errors`, by the field's dotted path: `alert_message.ro`, `opening_hours.3.close`), its general words
// for any other refusal ('' when the API could not be reached), and that the last save went through.
import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError } from '../api/client';

export class SaveStatus {
  saving = false;
  errors: Record<string, string[]> = {};
  /** The API's words for a refusal that names no field; '' when it could not be reached; null: none. */
  problem: string | null = null;
  /** The last save went through (cleared by the next edit or save). */
  saved = false;

  constructor() {
    makeAutoObservable(this);
  }

  /** The messages for one field (or any under it, `socials.0` for `socials.0.url`), joined; undefined: none. */
  error(field: string): string | undefined {
    const messages = Object.entries(this.errors)
      .filter(([key]) => key === field || key.startsWith(`${field}.`))
      .flatMap(([, list]) => list);
    return messages.length ? messages.join(' ') : undefined;
  }

  /** Something was typed: the confirmation of the last save no longer holds. */
  touched() {
    this.saved = false;
  }

  /** Runs a save; on a refusal keeps what was typed (the caller's draft is untouched) and says why. */
  async run<T>(call: () => Promise<T>): Promise<T | null> {
    this.saving = true;
    this.saved = false;
    this.problem = null;
    this.errors = {};
    try {
      const result = await call();
      runInAction(() => (this.saved = true));
      return result;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      runInAction(() => {
        this.errors = error.fields;
        // The API's general words ("check the fields") above the form; each field's own beside it.
        this.problem = error.message;
      });
      return null;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }
}
