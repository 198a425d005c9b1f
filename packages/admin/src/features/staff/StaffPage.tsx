// /staff (owners): who uses the back office. Add a member, change a role or restaurants, give a new
// password, disable (signed out everywhere, after a confirmation) or enable. The API's refusals — the last
// owner, an owner disabling themself — are said in its words above the list.
import type { StaffMemberRow } from '@nori/core/contract';
import { Banner, Button, Inline, Modal, PageLayout, Toast, ToastRegion } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useStores } from '../../app/stores';
import { useT } from '../../i18n/useT';
import { MemberDialog } from './MemberDialog';
import { OwnersOnly } from './OwnersOnly';
import { PasswordDialog } from './PasswordDialog';
import { StaffTable } from './StaffTable';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; member: StaffMemberRow }
  | { kind: 'password'; member: StaffMemberRow }
  | { kind: 'disable'; member: StaffMemberRow };

export const StaffPage = observer(function StaffPage() {
  const { staffMembers: store, session } = useStores();
  const t = useT();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const owner = session.staff?.role === 'owner';

  useEffect(() => {
    if (owner) void store.load();
  }, [store, owner]);

  if (!owner || store.forbidden)
    return (
      <PageLayout>
        <OwnersOnly />
      </PageLayout>
    );

  const setDisabled = async (member: StaffMemberRow, disabled: boolean) => {
    setProblem(null);
    const outcome = await store.update(member.id, { disabled });
    setDialog(null);
    if (outcome.ok)
      setNotice(t(disabled ? 'admin.staff.disabled.done' : 'admin.staff.enabled.done', { name: member.name }));
    else setProblem(outcome.message || t('admin.problem.offline'));
  };

  return (
    <PageLayout>
      <Inline gap="sm">
        <Button icon="plus" onClick={() => setDialog({ kind: 'add' })}>
          {t('admin.staff.add')}
        </Button>
      </Inline>
      {(problem ?? store.problem) !== null && (
        <Banner tone="danger" role="alert" title={t('admin.staff.notSaved')}>
          {problem || store.problem || t('admin.problem.offline')}
        </Banner>
      )}
      <StaffTable
        store={store}
        onEdit={(member) => setDialog({ kind: 'edit', member })}
        onPassword={(member) => setDialog({ kind: 'password', member })}
        onDisable={(member) => setDialog({ kind: 'disable', member })}
        onEnable={(member) => void setDisabled(member, false)}
      />
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <MemberDialog
          store={store}
          member={dialog.kind === 'edit' ? dialog.member : null}
          open
          onClose={() => setDialog(null)}
          onSaved={(name) => setNotice(t('admin.staff.saved', { name }))}
        />
      )}
      {dialog?.kind === 'password' && (
        <PasswordDialog
          store={store}
          member={dialog.member}
          onClose={() => setDialog(null)}
          onSaved={() => setNotice(t('admin.staff.password.done', { name: dialog.member.name }))}
        />
      )}
      {dialog?.kind === 'disable' && (
        <Modal
          open
          onOpenChange={(open) => !open && setDialog(null)}
          title={t('admin.staff.disable.named', { name: dialog.member.name })}
          description={t('admin.staff.disable.effect')}
        >
          <Inline gap="sm">
            <Button
              variant="danger"
              loading={store.saving.has(dialog.member.id)}
              onClick={() => void setDisabled(dialog.member, true)}
            >
              {t('admin.staff.disable')}
            </Button>
            <Button variant="secondary" onClick={() => setDialog(null)}>
              {t('admin.staff.close')}
            </Button>
          </Inline>
        </Modal>
      )}
      <ToastRegion>
        <Toast
          tone="success"
          open={notice !== null}
          title={notice ?? ''}
          onOpenChange={(open) => !open && setNotice(null)}
        />
      </ToastRegion>
    </PageLayout>
  );
});
