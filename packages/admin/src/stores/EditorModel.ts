// One editor of a record the back office keeps (a dish, a category, a promotion): the record as loaded, the
// form a person types into, and the save — the flow every editor shares, each saying only what is its own
// (its form, its request, its checks: editorSpec.ts). A save sends the loaded version; when someone else saved
// first the API refuses it (409) and the editor offers to carry this person's changes onto theirs, so nothing
// typed is lost; other refusals: editorRefusal.ts. `dirty` is what the leave-with-unsaved-changes guard asks.
import { action, actionBound, computed, makeObservable, observable, observableRef, runInAction, toJS } from 'mobx';
import { refusedOpen, refusedSave } from './editorRefusal';
import type { EditorSpec, EditorState } from './editorSpec';
import { refusalOf, type Refusal } from './menuOrder';

export class EditorModel<T extends { id: number }, F extends object, P extends string = string> {
  state: EditorState = 'loading';
  /** The record as last loaded or saved; null for a new one until its first save. */
  record: T | null = null;
  /** The form as loaded or saved: what `dirty` compares with, and what a 409's carrying over starts from. */
  loaded: F;
  form: F;
  saving = false;
  /** The last save went through (cleared by the next change). */
  saved = false;
  /** Messages by the API's dotted field (`name.ru`, `slug`, `price`), the first of each. */
  errors: Record<string, string> = {};
  /** A refusal that names no field (403, a server error; status 0 and no words when offline); null: none. */
  refusal: Refusal | null = null;
  /** Someone else saved after this was loaded (409): saving waits for `reloadKeepingChanges`. */
  conflict = false;
  /** After carrying changes over: the parts both changed, where this person's version was kept. */
  overlapping: P[] = [];

  constructor(
    protected readonly spec: EditorSpec<T, F, P>,
    empty: F,
  ) {
    this.loaded = empty;
    this.form = structuredClone(empty);
    makeObservable<EditorModel<T, F, P>, 'accept'>(this, {
      state: observable,
      record: observableRef,
      loaded: observable,
      form: observable,
      saving: observable,
      saved: observable,
      errors: observableRef,
      refusal: observableRef,
      conflict: observable,
      overlapping: observableRef,
      isNew: computed,
      dirty: computed,
      edit: actionBound,
      save: actionBound,
      reloadKeepingChanges: actionBound,
      accept: action,
    });
  }

  get isNew(): boolean {
    return this.record === null;
  }

  /** The form holds changes not saved yet. */
  get dirty(): boolean {
    return this.spec.changedParts(toJS(this.loaded), toJS(this.form)).length > 0;
  }

  /**
   * Opens the record `id`, or a new one (null) starting from `empty()`. `alongside` loads what the editor
   * needs besides the record (the categories to choose from), at the same time; it runs before `empty`.
   */
  protected async open(id: number | null, empty: () => F, alongside?: () => Promise<void>): Promise<boolean> {
    runInAction(() => {
      this.state = 'loading';
      this.refusal = null;
      this.saved = false;
    });
    try {
      const [record] = await Promise.all([id === null ? null : this.spec.get(id), alongside?.()]);
      runInAction(() => {
        this.accept(record, empty());
        this.state = 'ready';
      });
      return true;
    } catch (error) {
      runInAction(() => Object.assign(this, refusedOpen(error)));
      return false;
    }
  }

  /** Changes the form: `edit((form) => { form.price = 1250; })`. */
  edit(change: (form: F) => void) {
    change(this.form);
    this.saved = false;
  }

  /** Saves the form: a new record, or a change of the loaded version. The record as saved, or null. */
  async save(): Promise<T | null> {
    if (this.saving || this.conflict) return null;
    this.saved = false;
    this.refusal = null;
    this.errors = this.spec.check?.(toJS(this.form)) ?? {};
    if (Object.keys(this.errors).length) return null;
    this.saving = true;
    try {
      const record = await this.spec.send(toJS(this.form), this.record);
      runInAction(() => {
        this.accept(record, this.spec.formOf(record));
        this.saved = true;
        this.overlapping = [];
      });
      return record;
    } catch (error) {
      // A 409 keeps its words too (who saved first, in the API's message); the conflict offers the way on.
      runInAction(() => Object.assign(this, refusedSave(error, this.spec.rebase !== undefined)));
      return null;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }

  /** After a 409: loads the version someone else saved and keeps this person's changes on top of it. */
  async reloadKeepingChanges(): Promise<boolean> {
    const { record } = this;
    const { rebase } = this.spec;
    if (!record || !rebase) return false;
    try {
      const latest = await this.spec.get(record.id);
      runInAction(() => {
        const { form, overlapping } = rebase(toJS(this.loaded), toJS(this.form), this.spec.formOf(latest));
        // Their version as loaded (no conflict, nothing refused), with this person's changes on top.
        this.accept(latest, form);
        this.form = form;
        this.overlapping = overlapping;
        this.refusal = null;
      });
      return true;
    } catch (error) {
      runInAction(() => (this.refusal = refusalOf(error)));
      return false;
    }
  }

  /** Shows `record` (or, for a new one, `empty`) as loaded: nothing typed, nothing refused. */
  protected accept(record: T | null, empty: F) {
    this.record = record;
    this.loaded = record ? this.spec.formOf(record) : empty;
    this.form = record ? this.spec.formOf(record) : structuredClone(empty);
    this.errors = {};
    this.conflict = false;
  }
}
