// The report's days (a range in the calendar, or a quick pick) and restaurant. The report follows each
// change at once; a range waits for its end day.
import { Button, DatePicker, Inline, Select, type DateRangeValue } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useT } from '../../i18n/useT';
import type { ReportPreset, ReportsStore } from '../../stores/ReportsStore';
import { dateOfDay, dayOfDate } from './reportFormat';
import { textIn } from '@nori/core/localized';
import { SEARCH_DAY_RANGE } from '@nori/core/time';

const PRESETS: readonly ReportPreset[] = ['last7', 'last30', 'thisMonth'];

export const ReportFilters = observer(function ReportFilters({ reports }: { reports: ReportsStore }) {
  const t = useT();
  const intl = useIntl();
  const { from, to } = reports.range;
  // The calendar's range while only its start is picked.
  const [range, setRange] = useState<DateRangeValue | null>({ from: dateOfDay(from), to: dateOfDay(to) });
  useEffect(() => setRange({ from: dateOfDay(from), to: dateOfDay(to) }), [from, to]);

  return (
    <Inline gap="md" align="end" role="group" aria-label={t('admin.reports.filters')}>
      <DatePicker
        mode="range"
        label={t('admin.reports.range')}
        value={range}
        min={dateOfDay(SEARCH_DAY_RANGE.min)}
        max={dateOfDay(reports.today())}
        error={reports.rangeError ?? undefined}
        onValueChange={(value) => {
          setRange(value);
          if (value?.to) void reports.setRange({ from: dayOfDate(value.from), to: dayOfDate(value.to) });
        }}
      />
      <Inline gap="xs" role="group" aria-label={t('admin.reports.presets')}>
        {PRESETS.map((preset) => (
          <Button
            key={preset}
            variant={reports.preset === preset ? 'primary' : 'secondary'}
            aria-pressed={reports.preset === preset}
            onClick={() => void reports.pick(preset)}
          >
            {t(`admin.reports.preset.${preset}`)}
          </Button>
        ))}
      </Inline>
      {reports.restaurants.length > 1 && (
        <Select
          label={t('admin.reports.restaurant')}
          value={String(reports.restaurantId ?? '')}
          options={[
            { value: '', label: t('admin.reports.allRestaurants') },
            ...reports.restaurants.map((r) => ({
              value: String(r.id),
              label: textIn(r.name, intl.locale),
            })),
          ]}
          onValueChange={(value) => void reports.setRestaurant(value ? Number(value) : null)}
        />
      )}
    </Inline>
  );
});
