// One page of the audit log: when (Chișinău), who, what (the action in words; an unknown code as it is),
// on what (an order links to its page), the details as lines, and from which address.
import type { AuditEntry } from '@nori/core/contract';
import { isOrderState } from '@nori/core/orderLifecycle';
import { EmptyState, Stack, Table, Text, type TableColumn } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import type { AuditLogStore } from '../../stores/AuditLogStore';
import { useDateTime } from '../../i18n/useDateTime';
import { detailLines } from './auditDetails';
import { paths } from '../../app/paths';

/** The actions the filter offers, each with its words (`admin.staff.audit.action.<code>`). */
export const AUDIT_ACTIONS = [
  'staff.login',
  'staff.login.failed',
  'staff.logout',
  'staff.create',
  'staff.update',
  'order.transition',
  'catalog.product.create',
  'catalog.product.update',
  'catalog.product.delete',
  'catalog.product.reorder',
  'catalog.category.create',
  'catalog.category.update',
  'catalog.category.delete',
  'catalog.category.reorder',
  'catalog.modifier.create',
  'catalog.modifier.update',
  'catalog.modifier.delete',
  'catalog.promotion.create',
  'catalog.promotion.update',
  'catalog.promotion.delete',
  'catalog.promotion.reorder',
  'catalog.stopList.add',
  'catalog.stopList.remove',
  'catalog.import',
  'image.upload',
  'restaurant.update',
  'restaurant.pause',
  'restaurant.resume',
  'restaurant.busy',
  'region.create',
  'region.update',
  'region.delete',
  'settings.options.update',
  'settings.orderRules.update',
] as const;

export const AuditTable = observer(function AuditTable({ log }: { log: AuditLogStore }) {
  const t = useT();
  const intl = useIntl();
  const dateTime = useDateTime();
  const withSeconds = useDateTime({ seconds: true });
  const known = (id: string) => Boolean(intl.messages[id]);
  const actionText = (action: string) => {
    const id = `admin.staff.audit.action.${action}`;
    return known(id) ? t(id) : action;
  };
  /** A field's name in words when the catalog has it (`admin.staff.audit.field.<name>`), else as the API writes it. */
  const fieldName = (field: string) => {
    const id = `admin.staff.audit.field.${field}`;
    return known(id) ? t(id) : field;
  };
  /** An order's states in words (the transition's from/to), other values as they are. */
  const word = (entry: AuditEntry, text: string) =>
    entry.action === 'order.transition' && isOrderState(text) ? t(`admin.history.state.${text}`) : text;

  const columns: TableColumn<AuditEntry>[] = [
    {
      key: 'at',
      header: t('admin.staff.audit.when'),
      rowHeader: true,
      cell: (entry) => <time dateTime={entry.at}>{withSeconds(entry.at)}</time>,
    },
    {
      key: 'who',
      header: t('admin.staff.audit.who'),
      // No one: the system (an auto-accepted order) or, for a failed sign-in, an address no account has.
      cell: (entry) =>
        entry.staff
          ? entry.staff.name
          : t(entry.action === 'staff.login.failed' ? 'admin.staff.audit.nobody' : 'admin.staff.audit.system'),
    },
    { key: 'action', header: t('admin.staff.audit.what'), cell: (entry) => actionText(entry.action) },
    {
      key: 'target',
      header: t('admin.staff.audit.target'),
      cell: (entry) =>
        entry.target_type === 'order' && entry.target_id ? (
          <Link to={paths.order.href(entry.target_id)}>{t('admin.order.number', { id: entry.target_id })}</Link>
        ) : entry.target_type ? (
          `${known(`admin.staff.audit.type.${entry.target_type}`) ? t(`admin.staff.audit.type.${entry.target_type}`) : entry.target_type}${entry.target_id ? ` ${entry.target_id}` : ''}`
        ) : (
          '—'
        ),
    },
    {
      key: 'details',
      header: t('admin.staff.audit.details'),
      cell: (entry) => {
        const lines = detailLines(entry.details, intl.locale, entry.action, dateTime);
        if (lines.length === 0) return '—';
        return (
          <Stack as="ul" gap="xs">
            {lines.map((line) => (
              <Text as="li" key={line.field} size="sm">
                {fieldName(line.field)}:{' '}
                {line.before !== undefined
                  ? `${word(entry, line.before)} → ${word(entry, line.value)}`
                  : word(entry, line.value)}
              </Text>
            ))}
          </Stack>
        );
      },
    },
    { key: 'ip', header: t('admin.staff.audit.ip'), cell: (entry) => entry.ip ?? '—' },
  ];
  return (
    <Table
      caption={t('admin.staff.auditTitle')}
      captionHidden
      columns={columns}
      rows={log.entries}
      rowKey={(entry) => entry.id}
      loading={log.loading && log.entries.length === 0}
      loadingRows={6}
      empty={<EmptyState size="sm" icon="search" title={t('admin.staff.audit.empty')} />}
    />
  );
});
