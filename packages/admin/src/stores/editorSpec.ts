// What each editor of a record (a dish, a category, a promotion) tells EditorModel about itself: how its form
// is made from a record, how the record is loaded and sent, which parts of the form differ, how a person's
// changes are carried over after a 409, and what it refuses before sending. The flow they share is EditorModel's.

/** Where an editor stands: opening its record, showing it, or unable to (gone: 404; anything else). */
export type EditorState = 'loading' | 'ready' | 'notFound' | 'failed';

/** What an editor of `T` (its form `F`, the named parts `P` of the form) says for itself. */
export interface EditorSpec<T, F, P extends string = string> {
  /** The form showing a record as it is. */
  formOf(record: T): F;
  /** The record by its id (a 404 makes the editor `notFound`). */
  get(id: number): Promise<T>;
  /** Creates the record (`current` null) or changes `current`, sending its version; the record as saved. */
  send(form: F, current: T | null): Promise<T>;
  /** The parts of the form that differ between two forms; none when they are the same. */
  changedParts(a: F, b: F): P[];
  /**
   * Carries a person's changes (`mine`, typed over `base`) onto `latest`, someone else's saved version; the
   * parts both changed keep this person's version and are named. Without it a 409 only says so.
   */
  rebase?(base: F, mine: F, latest: F): { form: F; overlapping: P[] };
  /** Refusals known before sending (a required field left empty): field → message ('' marks the field). */
  check?(form: F): Record<string, string>;
}
