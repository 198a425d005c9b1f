// What a settings form's SaveBar (the kit's, inside the form: its submit saves) says, read from the form's
// SaveStatus: Save busy while in flight, "Saved" as a polite status, or the API's words as an alert (each
// field's own stays beside the field). Called in an observer's render, so the bar follows the status.
import type { SaveBarProps } from '@nori/ui';
import type { SaveStatus } from '../../stores/SaveStatus';

type Translate = (id: string) => string;

export function saveBarProps(status: SaveStatus, t: Translate, label?: string): SaveBarProps {
  return {
    saveLabel: label ?? t('admin.settings.save'),
    saving: status.saving,
    status: status.saved ? 'saved' : 'none',
    savedText: t('admin.settings.saved'),
    problem:
      status.problem === null
        ? null
        : { title: t('admin.settings.notSaved'), message: status.problem || t('admin.problem.offline') },
  };
}
