// The end of a settings form (inside its <form>, whose submit saves): Save (waiting while the save is in flight), and what came of the last save —
// "Saved" as a polite status, or the API's words as an alert (each field's own stays beside the field).
import { Banner, Button } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import type { SaveStatus } from '../../stores/SaveStatus';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
`;

export interface SaveBarProps {
  status: SaveStatus;
  /** The button's words. @default "Save" */
  label?: string;
}

export const SaveBar = observer(function SaveBar({ status, label }: SaveBarProps) {
  const t = useT();
  return (
    <>
      {status.problem !== null && (
        <Banner tone="danger" role="alert" title={t('admin.settings.notSaved')}>
          {status.problem || t('admin.problem.offline')}
        </Banner>
      )}
      <Bar>
        <Button type="submit" loading={status.saving} disabled={status.saving}>
          {label ?? t('admin.settings.save')}
        </Button>
        <span role="status">{status.saved ? t('admin.settings.saved') : ''}</span>
      </Bar>
    </>
  );
});
