// Whole days a restaurant is closed (holidays), picked on the kit's calendar; today and later only.
import { DatePicker, fromIsoDate, Panel, toIsoDate } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../app/stores';
import { useT } from '../../i18n/useT';

export const ClosedDaysPanel = observer(function ClosedDaysPanel() {
  const { settings } = useStores();
  const page = settings.restaurants;
  const t = useT();
  const dates = page.draft?.closed_dates ?? [];
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return (
    <Panel heading={t('admin.settings.closed.title')} description={t('admin.settings.closed.hint')}>
      <DatePicker
        mode="multiple"
        label={t('admin.settings.closed.label')}
        value={dates.map(fromIsoDate).filter((d): d is Date => d !== null)}
        min={today}
        error={page.status.error('closed_dates')}
        fullWidth
        onValueChange={(days) => page.edit((d) => (d.closed_dates = days.map(toIsoDate)))}
      />
    </Panel>
  );
});
