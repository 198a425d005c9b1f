// Adding a member (email, name, role, restaurants, a first password) or changing one's name, role and
// restaurants, in a dialog. The typing and the save are useMemberForm's; the API's words go next to their
// field, and what was typed stays when it refuses.
import type { StaffMemberRow, StaffRole } from '@nori/core/contract';
import { Banner, Button, Inline, Modal, Select, Stack, TextField } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useT } from '../../i18n/useT';
import { PASSWORD_MIN, type StaffMembersStore } from '../../stores/StaffMembersStore';
import { MemberRestaurants } from './MemberRestaurants';
import { useMemberForm } from './useMemberForm';

const ROLES: StaffRole[] = ['owner', 'manager', 'operator'];

export interface MemberDialogProps {
  store: StaffMembersStore;
  /** The member to change; null to add one. */
  member: StaffMemberRow | null;
  open: boolean;
  onClose: () => void;
  /** The save went through: the page confirms it. */
  onSaved: (name: string) => void;
}

export const MemberDialog = observer(function MemberDialog({
  store,
  member,
  open,
  onClose,
  onSaved,
}: MemberDialogProps) {
  const t = useT();
  const form = useMemberForm({
    store,
    member,
    onSaved: (name) => {
      onSaved(name);
      onClose();
    },
  });
  const { values, set, errors } = form;
  const adding = member === null;

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={adding ? t('admin.staff.add') : t('admin.staff.edit.title', { name: member.name })}
    >
      <Stack as="form" gap="md" onSubmit={(event) => void form.submit(event)} noValidate>
        {adding && (
          <TextField
            label={t('admin.staff.email')}
            type="email"
            autoComplete="off"
            required
            fullWidth
            value={values.email}
            error={errors.email}
            onChange={(event) => set.email(event.target.value)}
          />
        )}
        <TextField
          label={t('admin.staff.name')}
          required
          fullWidth
          maxLength={100}
          value={values.name}
          error={errors.name}
          onChange={(event) => set.name(event.target.value)}
        />
        <Select
          label={t('admin.staff.role')}
          value={values.role}
          error={errors.role}
          fullWidth
          options={ROLES.map((value) => ({ value, label: t(`admin.staff.role.${value}`) }))}
          onValueChange={(value) => set.role(value as StaffRole)}
        />
        <MemberRestaurants
          store={store}
          role={values.role}
          value={values.restaurantIds}
          onValueChange={set.restaurantIds}
          error={errors.restaurant_ids}
        />
        {adding && (
          <TextField
            label={t('admin.staff.password')}
            hint={t('admin.staff.password.hint', { min: PASSWORD_MIN })}
            type="password"
            autoComplete="new-password"
            required
            fullWidth
            value={values.password}
            error={errors.password}
            onChange={(event) => set.password(event.target.value)}
          />
        )}
        {form.problem !== null && (
          <Banner tone="danger" role="alert" title={t('admin.staff.notSaved')}>
            {form.problem}
          </Banner>
        )}
        <Inline gap="sm">
          <Button type="submit" loading={form.busy}>
            {adding ? t('admin.staff.add.submit') : t('admin.staff.save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('admin.staff.close')}
          </Button>
        </Inline>
      </Stack>
    </Modal>
  );
});
