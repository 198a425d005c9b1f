// The restaurants a manager or an operator works in, ticked; an owner works in every one, and is told so.
import type { StaffRole } from '@nori/core/contract';
import { textIn } from '@nori/core/localized';
import { Checkbox, Fieldset } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useT } from '../../i18n/useT';
import type { StaffMembersStore } from '../../stores/StaffMembersStore';

export interface MemberRestaurantsProps {
  store: StaffMembersStore;
  role: StaffRole;
  value: number[];
  onValueChange: (ids: number[]) => void;
  /** Why the choice is refused (none ticked). @default none */
  error?: string;
}

export const MemberRestaurants = observer(function MemberRestaurants({
  store,
  role,
  value,
  onValueChange,
  error,
}: MemberRestaurantsProps) {
  const t = useT();
  const intl = useIntl();
  if (role === 'owner') return <p>{t('admin.staff.restaurants.owner')}</p>;
  return (
    <Fieldset label={t('admin.staff.restaurants')} error={error}>
      {store.restaurants.map((restaurant) => (
        <Checkbox
          key={restaurant.id}
          label={textIn(restaurant.name, intl.locale)}
          checked={value.includes(restaurant.id)}
          onCheckedChange={(checked) =>
            onValueChange(
              checked ? [...value, restaurant.id].sort((a, b) => a - b) : value.filter((id) => id !== restaurant.id),
            )
          }
        />
      ))}
    </Fieldset>
  );
});
