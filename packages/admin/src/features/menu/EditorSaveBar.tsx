// The foot of a menu editor (a dish, a category, a promotion): the kit's SaveBar fed from the editor's model —
// busy while saving, "Saved" / "Unsaved changes", the fields to fix, someone else's newer save with the way to
// carry the changes over, any other refusal — each editor giving only its words.
import { SaveBar } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT';

/** What the bar reads of an editor (EditorModel). */
export interface SavingEditor {
  isNew: boolean;
  saving: boolean;
  saved: boolean;
  dirty: boolean;
  conflict: boolean;
  errors: Record<string, string>;
  reloadKeepingChanges: () => Promise<boolean>;
}

/** The editor's words, as message ids; the count of fields to fix is given to `invalid` as `count`. */
export interface EditorSaveWords {
  save: string;
  create: string;
  saved: string;
  /** @default none: nothing said while changes are not saved */
  unsaved?: string;
  invalid: string;
  invalidHint: string;
  notSaved: string;
  /** The 409's title, text and reload button; none for an editor that cannot carry changes over. */
  conflict?: { title: string; text: string; reload: string };
}

export interface EditorSaveBarProps {
  editor: SavingEditor;
  words: EditorSaveWords;
  onSave: () => void;
  /** A photo is on its way: saving waits for it. */
  uploading: boolean;
  /** A refusal that names no field, in words; null: none. */
  problem: string | null;
  /** Refusals no field shows, said under the fields-to-fix title instead of the hint. @default none */
  unplaced?: string[];
  /** Other notices above the alerts (the parts both people changed). */
  children?: ReactNode;
}

export const EditorSaveBar = observer(function EditorSaveBar({
  editor,
  words,
  onSave,
  uploading,
  problem,
  unplaced = [],
  children,
}: EditorSaveBarProps) {
  const t = useT();
  const count = Object.keys(editor.errors).length;
  const conflict = words.conflict;
  return (
    <SaveBar
      saveLabel={t(editor.isNew ? words.create : words.save)}
      onSave={onSave}
      saving={editor.saving}
      saveDisabled={editor.conflict || uploading}
      status={editor.saved ? 'saved' : editor.dirty ? 'unsaved' : 'none'}
      savedText={t(words.saved)}
      unsavedText={words.unsaved && t(words.unsaved)}
      invalid={{
        count,
        title: t(words.invalid, { count }),
        message: unplaced.length > 0 ? unplaced.join(' ') : t(words.invalidHint),
      }}
      conflict={
        editor.conflict && conflict
          ? {
              title: t(conflict.title),
              message: t(conflict.text),
              reloadLabel: t(conflict.reload),
              onReload: () => void editor.reloadKeepingChanges(),
            }
          : null
      }
      problem={problem === null ? null : { title: t(words.notSaved), message: problem }}
    >
      {children}
    </SaveBar>
  );
});
