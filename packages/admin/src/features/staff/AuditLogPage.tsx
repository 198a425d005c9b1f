// /audit (owners): what staff did, newest first — sign-ins, order moves, menu and settings changes, changes
// to staff — filtered by the person and the action, a page at a time. Each entry's details are lines: a
// change's fields with before → after.
import { Banner, Button, Inline, PageLayout, Select } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useStores } from '../../app/stores';
import { useT } from '../../i18n/useT';
import { AUDIT_ACTIONS, AuditTable } from './AuditTable';
import { OwnersOnly } from './OwnersOnly';

export const AuditLogPage = observer(function AuditLogPage() {
  const { auditLog: log, session } = useStores();
  const t = useT();
  const owner = session.staff?.role === 'owner';

  useEffect(() => {
    if (owner) void log.load();
  }, [log, owner]);

  if (!owner || log.forbidden)
    return (
      <PageLayout>
        <OwnersOnly />
      </PageLayout>
    );

  return (
    <PageLayout>
      <Inline gap="md" align="end" role="search" aria-label={t('admin.staff.audit.filters')}>
        <Select
          label={t('admin.staff.audit.person')}
          value={log.filters.staffId === null ? '' : String(log.filters.staffId)}
          options={[
            { value: '', label: t('admin.staff.audit.everyone') },
            ...log.members.map((m) => ({ value: String(m.id), label: `${m.name} (${m.email})` })),
          ]}
          onValueChange={(value) => void log.setFilters({ staffId: value ? Number(value) : null })}
        />
        <Select
          label={t('admin.staff.audit.action')}
          value={log.filters.action}
          options={[
            { value: '', label: t('admin.staff.audit.allActions') },
            ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`admin.staff.audit.action.${action}`) })),
          ]}
          onValueChange={(action) => void log.setFilters({ action })}
        />
      </Inline>
      {log.problem !== null && (
        <Banner tone="danger" role="alert" title={t('admin.staff.audit.problem')}>
          {log.problem || t('admin.problem.offline')}
        </Banner>
      )}
      <AuditTable log={log} />
      {(log.hasNewer || log.nextBefore !== null) && (
        <Inline as="nav" aria-label={t('admin.staff.audit.pages')} justify="space-between" wrap={false}>
          <Button
            variant="secondary"
            icon="chevron-left"
            disabled={!log.hasNewer || log.loading}
            onClick={() => void log.newer()}
          >
            {t('admin.staff.audit.newer')}
          </Button>
          <Button
            variant="secondary"
            iconEnd="chevron-right"
            disabled={log.nextBefore === null || log.loading}
            onClick={() => void log.older()}
          >
            {t('admin.staff.audit.older')}
          </Button>
        </Inline>
      )}
    </PageLayout>
  );
});
