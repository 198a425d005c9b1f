// What the API's refusals become in an editor (EditorModel). A save refused with a 409 — someone else saved
// first — is a conflict the editor offers to carry this person's changes over (when it knows how), its words
// kept too (who saved first); a 422 that names fields puts each field's first message beside it; any other
// refusal is kept whole (status and words; status 0 and no words when the API could not be reached). A record
// that cannot be opened is gone (404) or failed.
import { ApiError } from '../api/client';
import type { EditorState } from './editorSpec';
import { refusalOf, type Refusal } from './menuOrder';

/** A refused save, as the editor shows it. */
export interface RefusedSave {
  /** Someone else saved first and the editor can carry the changes over (`reloadKeepingChanges`). */
  conflict: boolean;
  /** Messages by the API's dotted field (`name.ru`, `slug`, `price`), the first of each. */
  errors: Record<string, string>;
  /** A refusal that names no field; null when every message has its field. */
  refusal: Refusal | null;
}

export function refusedSave(error: unknown, canCarryOver: boolean): RefusedSave {
  const conflict = error instanceof ApiError && error.status === 409 && canCarryOver;
  if (error instanceof ApiError && error.status === 422 && Object.keys(error.fields).length) {
    const errors = Object.fromEntries(Object.entries(error.fields).map(([field, [m = '']]) => [field, m]));
    return { conflict, errors, refusal: null };
  }
  return { conflict, errors: {}, refusal: refusalOf(error) };
}

/** A record that could not be opened: gone (404), or failed with the API's words. */
export const refusedOpen = (error: unknown): { state: EditorState; refusal: Refusal } => ({
  state: error instanceof ApiError && error.status === 404 ? 'notFound' : 'failed',
  refusal: refusalOf(error),
});
