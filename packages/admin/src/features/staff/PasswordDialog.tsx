// A new password for a member (10+ characters): their sessions end, they sign in with it from then on.
import type { StaffMemberRow } from '@nori/core/contract';
import { Banner, Button, Inline, Modal, Stack, TextField } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/useT';
import { PASSWORD_MIN, type StaffMembersStore } from '../../stores/StaffMembersStore';

export interface PasswordDialogProps {
  store: StaffMembersStore;
  member: StaffMemberRow;
  onClose: () => void;
  onSaved: () => void;
}

export const PasswordDialog = observer(function PasswordDialog({
  store,
  member,
  onClose,
  onSaved,
}: PasswordDialogProps) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (password.length < PASSWORD_MIN) {
      setError(t('admin.staff.password.short', { min: PASSWORD_MIN }));
      return;
    }
    setError(undefined);
    const outcome = await store.update(member.id, { password });
    if (outcome.ok) {
      onSaved();
      onClose();
    } else if (outcome.fields.password) setError(outcome.fields.password);
    else setProblem(outcome.message || t('admin.problem.offline'));
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('admin.staff.password.title', { name: member.name })}
      description={t('admin.staff.password.effect')}
    >
      <Stack as="form" gap="md" onSubmit={submit} noValidate>
        <TextField
          label={t('admin.staff.password.new')}
          hint={t('admin.staff.password.hint', { min: PASSWORD_MIN })}
          type="password"
          autoComplete="new-password"
          required
          fullWidth
          value={password}
          error={error}
          onChange={(event) => setPassword(event.target.value)}
        />
        {problem !== null && (
          <Banner tone="danger" role="alert" title={t('admin.staff.notSaved')}>
            {problem}
          </Banner>
        )}
        <Inline gap="sm">
          <Button type="submit" loading={store.saving.has(member.id)}>
            {t('admin.staff.password.submit')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('admin.staff.close')}
          </Button>
        </Inline>
      </Stack>
    </Modal>
  );
});
