// Adding a member (email, name, role, restaurants, a first password of 10+ characters) or changing one's
// name, role and restaurants. An owner works in every restaurant, so the restaurants are asked of the other
// roles only. The API's words go next to their field; what was typed stays when it refuses.
import type { StaffMemberRow, StaffRole } from '@nori/core/contract';
import { Banner, Button, Checkbox, Modal, Select, TextField } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { PASSWORD_MIN, type StaffMembersStore } from '../../stores/StaffMembersStore';
import { textIn } from '@nori/core/localized';

const ROLES: StaffRole[] = ['owner', 'manager', 'operator'];

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

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
  const intl = useIntl();
  const [email, setEmail] = useState(member?.email ?? '');
  const [name, setName] = useState(member?.name ?? '');
  const [role, setRole] = useState<StaffRole>(member?.role ?? 'operator');
  const [restaurantIds, setRestaurantIds] = useState<number[]>(member?.restaurant_ids ?? []);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const adding = member === null;
  const busy = adding ? store.creating : store.saving.has(member.id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const own: Record<string, string> = {};
    if (adding && password.length < PASSWORD_MIN) own.password = t('admin.staff.password.short', { min: PASSWORD_MIN });
    if (role !== 'owner' && restaurantIds.length === 0) own.restaurant_ids = t('admin.staff.restaurants.none');
    setErrors(own);
    setProblem(null);
    if (Object.keys(own).length > 0) return;
    const ids = role === 'owner' ? [] : restaurantIds;
    const outcome = adding
      ? await store.create({ email: email.trim(), name: name.trim(), role, restaurant_ids: ids, password })
      : await store.update(member.id, { name: name.trim(), role, restaurant_ids: ids });
    if (outcome.ok) {
      onSaved(name.trim());
      onClose();
      return;
    }
    setErrors(outcome.fields);
    // A refusal that is no one field's (the last owner): said above the buttons.
    setProblem(Object.keys(outcome.fields).length === 0 ? outcome.message || t('admin.problem.offline') : null);
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={adding ? t('admin.staff.add') : t('admin.staff.edit.title', { name: member.name })}
    >
      <Form onSubmit={submit} noValidate>
        {adding && (
          <TextField
            label={t('admin.staff.email')}
            type="email"
            autoComplete="off"
            required
            fullWidth
            value={email}
            error={errors.email}
            onChange={(event) => setEmail(event.target.value)}
          />
        )}
        <TextField
          label={t('admin.staff.name')}
          required
          fullWidth
          maxLength={100}
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.target.value)}
        />
        <Select
          label={t('admin.staff.role')}
          value={role}
          error={errors.role}
          fullWidth
          options={ROLES.map((value) => ({ value, label: t(`admin.staff.role.${value}`) }))}
          onValueChange={(value) => setRole(value as StaffRole)}
        />
        {role === 'owner' ? (
          <p>{t('admin.staff.restaurants.owner')}</p>
        ) : (
          <Group aria-describedby={errors.restaurant_ids ? 'member-restaurants-error' : undefined}>
            <legend>{t('admin.staff.restaurants')}</legend>
            {store.restaurants.map((restaurant) => (
              <Checkbox
                key={restaurant.id}
                label={textIn(restaurant.name, intl.locale)}
                checked={restaurantIds.includes(restaurant.id)}
                onCheckedChange={(checked) =>
                  setRestaurantIds((ids) =>
                    checked ? [...ids, restaurant.id].sort((a, b) => a - b) : ids.filter((id) => id !== restaurant.id),
                  )
                }
              />
            ))}
            {errors.restaurant_ids && (
              <Banner tone="danger" id="member-restaurants-error">
                {errors.restaurant_ids}
              </Banner>
            )}
          </Group>
        )}
        {adding && (
          <TextField
            label={t('admin.staff.password')}
            hint={t('admin.staff.password.hint', { min: PASSWORD_MIN })}
            type="password"
            autoComplete="new-password"
            required
            fullWidth
            value={password}
            error={errors.password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
        {problem !== null && (
          <Banner tone="danger" role="alert" title={t('admin.staff.notSaved')}>
            {problem}
          </Banner>
        )}
        <Actions>
          <Button type="submit" loading={busy}>
            {adding ? t('admin.staff.add.submit') : t('admin.staff.save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('admin.staff.close')}
          </Button>
        </Actions>
      </Form>
    </Modal>
  );
});
