// The editor's foot: what stopped the last save (fields to fix, someone else's newer save, the server), the
// save button (busy while the save is on its way) and a quiet "Saved" once it went through.
import { Banner, Button } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useT } from '../../../i18n/useT';
import type { ProductEditorStore } from '../../../stores/ProductEditorStore';
import { useUnplacedErrors } from './fieldErrors';
import { Row } from './layout';

const Bar = styled.div`
  position: sticky;
  bottom: 0;
  /* Over the fields scrolling under it (a checkbox's box is positioned too). */
  z-index: ${({ theme }) => theme.zIndex.sticky};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} 0;
  background: ${({ theme }) => theme.color.bg.canvas};
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
`;

const Status = styled.span`
  color: ${({ theme }) => theme.color.fg.muted};
`;

export interface SaveBarProps {
  editor: ProductEditorStore;
  onSave: () => void;
}

export const SaveBar = observer(function SaveBar({ editor, onSave }: SaveBarProps) {
  const t = useT();
  const fieldCount = Object.keys(editor.errors).length;
  const others = useUnplacedErrors(editor);
  const partNames = editor.overlapping.map((part) => t(`admin.menu.part.${part.replace('.', '_')}`));
  return (
    <Bar>
      {editor.conflict && (
        <Banner
          tone="warning"
          role="alert"
          title={t('admin.menu.editor.conflictTitle')}
          action={
            <Button size="sm" onClick={() => void editor.reloadKeepingChanges()}>
              {t('admin.menu.editor.conflictReload')}
            </Button>
          }
        >
          {t('admin.menu.editor.conflictText')}
        </Banner>
      )}
      {partNames.length > 0 && (
        <Banner tone="info" role="status" title={t('admin.menu.editor.overlapTitle')}>
          {t('admin.menu.editor.overlapText', { parts: partNames.join(', ') })}
        </Banner>
      )}
      {fieldCount > 0 && (
        <Banner tone="danger" role="alert" title={t('admin.menu.editor.invalid', { count: fieldCount })}>
          {others.length > 0 ? others.join(' ') : t('admin.menu.editor.invalidHint')}
        </Banner>
      )}
      {editor.problem !== null && (
        <Banner tone="danger" role="alert" title={t('admin.menu.editor.notSaved')}>
          {editor.problem || t('admin.problem.offline')}
        </Banner>
      )}
      <Row>
        <Button onClick={onSave} loading={editor.saving} disabled={editor.conflict || editor.uploading}>
          {editor.isNew ? t('admin.menu.editor.create') : t('admin.menu.editor.save')}
        </Button>
        <Status role="status">
          {editor.saved ? t('admin.menu.editor.saved') : editor.dirty ? t('admin.menu.editor.unsaved') : ''}
        </Status>
      </Row>
    </Bar>
  );
});
