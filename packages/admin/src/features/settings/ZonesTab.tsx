// The delivery zones tab: the zones of the person's restaurants in the shop's order, with their terms;
// add, change (in a dialog) and delete — a zone orders were placed in is kept, and the API says so (409).
import { formatPrice, Banner, Button, Inline, Modal, Table, type TableColumn } from '@nori/ui';
import type { StaffRegion } from '@nori/core/contract';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useStores } from '../../app/stores';
import { useT } from '../../i18n/useT';
import { LoadProblem, ManagersOnly } from './ManagersOnly';
import { ZoneForm } from './ZoneForm';
import { textIn } from '@nori/core/localized';

export const ZonesTab = observer(function ZonesTab() {
  const { settings, session } = useStores();
  const zones = settings.zones;
  const t = useT();
  const intl = useIntl();
  const operator = session.staff?.role === 'operator';
  const [confirming, setConfirming] = useState<StaffRegion | null>(null);

  useEffect(() => {
    if (!operator) void zones.load();
  }, [zones, operator]);

  if (operator) return <ManagersOnly />;
  if (zones.loadProblem) return <LoadProblem problem={zones.loadProblem} />;
  const locale = intl.locale as 'ro';
  const nameOf = (zone: StaffRegion) => textIn(zone.name, locale);
  const money = (value: number) => formatPrice(value, locale);
  const restaurantOf = (id: number) => {
    const r = zones.restaurants.find((x) => x.id === id);
    return r ? textIn(r.name, locale) : String(id);
  };
  const columns: TableColumn<StaffRegion>[] = [
    { key: 'name', header: t('admin.settings.zones.name'), cell: nameOf, rowHeader: true },
    { key: 'restaurant', header: t('admin.settings.zones.restaurant'), cell: (z) => restaurantOf(z.restaurant_id) },
    { key: 'fee', header: t('admin.settings.zones.fee'), cell: (z) => money(z.delivery_fee), align: 'end' },
    { key: 'min', header: t('admin.settings.zones.minOrder'), cell: (z) => money(z.min_order), align: 'end' },
    {
      key: 'free',
      header: t('admin.settings.zones.freeFrom'),
      cell: (z) => (z.free_delivery_from ? money(z.free_delivery_from) : t('admin.settings.zones.alwaysFree')),
      align: 'end',
    },
    {
      key: 'minutes',
      header: t('admin.settings.zones.minutes'),
      cell: (z) => t('admin.settings.minutes', { minutes: z.delivery_minutes }),
      align: 'end',
    },
    { key: 'orders', header: t('admin.settings.zones.orders'), cell: (z) => z.orders_count, align: 'end' },
    {
      key: 'actions',
      header: t('admin.settings.zones.actions'),
      cell: (z) => (
        <Inline gap="xs" justify="end">
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('admin.settings.zones.edit', { name: nameOf(z) })}
            onClick={() => zones.open(z.id)}
          >
            {t('admin.settings.zones.editShort')}
          </Button>
          <Button
            variant="danger"
            size="sm"
            icon="trash"
            loading={zones.deleting === z.id}
            disabled={zones.deleting !== null}
            aria-label={t('admin.settings.zones.delete', { name: nameOf(z) })}
            onClick={() => setConfirming(z)}
          >
            {t('admin.settings.zones.deleteShort')}
          </Button>
        </Inline>
      ),
    },
  ];
  const refused = zones.deleteProblem && zones.zones.find((z) => z.id === zones.deleteProblem?.id);
  return (
    <>
      <div>
        <Button icon="plus" onClick={() => zones.open('new')} disabled={!zones.loaded}>
          {t('admin.settings.zones.add')}
        </Button>
      </div>
      {zones.deleteProblem && (
        <Banner
          tone="warning"
          role="alert"
          title={t('admin.settings.zones.notDeleted', { name: refused ? nameOf(refused) : '' })}
          onDismiss={() => zones.dismissDeleteProblem()}
        >
          {zones.deleteProblem.message || t('admin.problem.offline')}
        </Banner>
      )}
      <Table
        caption={t('admin.settings.tab.zones')}
        captionHidden
        columns={columns}
        rows={zones.zones}
        rowKey={(z) => z.id}
        loading={!zones.loaded}
        empty={t('admin.settings.zones.empty')}
      />
      <ZoneForm />
      <Modal
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('admin.settings.zones.confirmTitle', { name: confirming ? nameOf(confirming) : '' })}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('admin.settings.zones.keep')}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                if (confirming) void zones.remove(confirming.id);
                setConfirming(null);
              }}
            >
              {t('admin.settings.zones.deleteShort')}
            </Button>
          </>
        }
      >
        <p>{t('admin.settings.zones.confirmText')}</p>
      </Modal>
    </>
  );
});
