// The members: name, email, role, restaurants (an owner: all), whether they may sign in, and per member
// Change, New password, Disable or Enable — each button named with the member's name for screen readers.
import type { StaffMemberRow } from '@nori/core/contract';
import { Badge, Button, Inline, Table, type TableColumn } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useT } from '../../i18n/useT';
import type { StaffMembersStore } from '../../stores/StaffMembersStore';

export interface StaffTableProps {
  store: StaffMembersStore;
  onEdit: (member: StaffMemberRow) => void;
  onPassword: (member: StaffMemberRow) => void;
  onDisable: (member: StaffMemberRow) => void;
  onEnable: (member: StaffMemberRow) => void;
}

export const StaffTable = observer(function StaffTable({
  store,
  onEdit,
  onPassword,
  onDisable,
  onEnable,
}: StaffTableProps) {
  const t = useT();
  const intl = useIntl();
  const columns: TableColumn<StaffMemberRow>[] = [
    { key: 'name', header: t('admin.staff.name'), rowHeader: true, cell: (m) => m.name },
    { key: 'email', header: t('admin.staff.email'), cell: (m) => m.email },
    { key: 'role', header: t('admin.staff.role'), cell: (m) => t(`admin.staff.role.${m.role}`) },
    {
      key: 'restaurants',
      header: t('admin.staff.restaurants'),
      cell: (m) =>
        m.role === 'owner'
          ? t('admin.staff.restaurants.all')
          : store.restaurantNames(m.restaurant_ids, intl.locale).join(', '),
    },
    {
      key: 'state',
      header: t('admin.staff.state'),
      cell: (m) =>
        m.disabled ? (
          <Badge tone="danger">{t('admin.staff.disabled')}</Badge>
        ) : (
          <Badge tone="success">{t('admin.staff.active')}</Badge>
        ),
    },
    {
      key: 'actions',
      header: t('admin.staff.actions'),
      cell: (m) => {
        const busy = store.saving.has(m.id);
        return (
          <Inline gap="xs">
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onEdit(m)}
              aria-label={t('admin.staff.edit.title', { name: m.name })}
            >
              {t('admin.staff.edit')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => onPassword(m)}
              aria-label={t('admin.staff.password.title', { name: m.name })}
            >
              {t('admin.staff.password.reset')}
            </Button>
            {m.disabled ? (
              <Button
                size="sm"
                variant="ghost"
                loading={busy}
                onClick={() => onEnable(m)}
                aria-label={t('admin.staff.enable.named', { name: m.name })}
              >
                {t('admin.staff.enable')}
              </Button>
            ) : (
              <Button
                size="sm"
                variant="ghost"
                loading={busy}
                onClick={() => onDisable(m)}
                aria-label={t('admin.staff.disable.named', { name: m.name })}
              >
                {t('admin.staff.disable')}
              </Button>
            )}
          </Inline>
        );
      },
    },
  ];
  return (
    <Table
      caption={t('admin.staff.title')}
      captionHidden
      columns={columns}
      rows={store.members}
      rowKey={(m) => m.id}
      loading={!store.loaded}
    />
  );
});
