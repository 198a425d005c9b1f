// The member form's typing and its save: what the person typed (kept when the API refuses), the form's own
// checks before asking (a first password of PASSWORD_MIN+, restaurants for every role but owner), and the
// API's words by field, or above the buttons when they are no one field's (the last owner).
import type { StaffMemberRow, StaffRole } from '@nori/core/contract';
import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/useT';
import { PASSWORD_MIN, type StaffMembersStore } from '../../stores/StaffMembersStore';

export interface MemberFormOptions {
  store: StaffMembersStore;
  /** The member to change; null to add one. */
  member: StaffMemberRow | null;
  /** The save went through, with the name saved. */
  onSaved: (name: string) => void;
}

export function useMemberForm({ store, member, onSaved }: MemberFormOptions) {
  const t = useT();
  const [email, setEmail] = useState(member?.email ?? '');
  const [name, setName] = useState(member?.name ?? '');
  const [role, setRole] = useState<StaffRole>(member?.role ?? 'operator');
  const [restaurantIds, setRestaurantIds] = useState<number[]>(member?.restaurant_ids ?? []);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const own: Record<string, string> = {};
    if (!member && password.length < PASSWORD_MIN)
      own.password = t('admin.staff.password.short', { min: PASSWORD_MIN });
    if (role !== 'owner' && restaurantIds.length === 0) own.restaurant_ids = t('admin.staff.restaurants.none');
    setErrors(own);
    setProblem(null);
    if (Object.keys(own).length > 0) return;
    const ids = role === 'owner' ? [] : restaurantIds;
    const outcome = member
      ? await store.update(member.id, { name: name.trim(), role, restaurant_ids: ids })
      : await store.create({ email: email.trim(), name: name.trim(), role, restaurant_ids: ids, password });
    if (outcome.ok) {
      onSaved(name.trim());
      return;
    }
    setErrors(outcome.fields);
    setProblem(Object.keys(outcome.fields).length === 0 ? outcome.message || t('admin.problem.offline') : null);
  };

  return {
    values: { email, name, role, restaurantIds, password },
    set: { email: setEmail, name: setName, role: setRole, restaurantIds: setRestaurantIds, password: setPassword },
    errors,
    problem,
    busy: member ? store.saving.has(member.id) : store.creating,
    submit,
  };
}
