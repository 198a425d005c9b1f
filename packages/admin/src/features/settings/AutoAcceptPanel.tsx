// Auto-accept: a new order is accepted at once by the system, promised in the minutes chosen here (null:
// off, the kitchen accepts each order on the board).
import { Inline, NumberField, Panel, SegmentedControl, Switch } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../app/stores';
import { useT } from '../../i18n/useT';

const QUICK_PICKS = [20, 30, 45, 60] as const;

export const AutoAcceptPanel = observer(function AutoAcceptPanel() {
  const { settings } = useStores();
  const page = settings.restaurants;
  const t = useT();
  const minutes = page.draft?.auto_accept_minutes ?? null;
  const set = (value: number | null) => page.edit((d) => (d.auto_accept_minutes = value));
  return (
    <Panel heading={t('admin.settings.autoAccept.title')}>
      <Switch
        label={t('admin.settings.autoAccept.switch')}
        description={t('admin.settings.autoAccept.hint')}
        checked={minutes !== null}
        onCheckedChange={(on) => set(on ? 30 : null)}
      />
      {minutes !== null && (
        <Inline gap="md" align="end">
          <SegmentedControl
            label={t('admin.settings.autoAccept.quick')}
            value={minutes}
            stretch="never"
            options={QUICK_PICKS.map((value) => ({ value, label: t('admin.settings.minutes', { minutes: value }) }))}
            onValueChange={set}
          />
          <NumberField
            label={t('admin.settings.autoAccept.minutes')}
            value={minutes}
            min={1}
            error={page.status.error('auto_accept_minutes')}
            onValueChange={(value) => value !== null && set(value)}
          />
        </Inline>
      )}
    </Panel>
  );
});
