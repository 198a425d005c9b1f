// Ordering right now, for every role: pause it for 15, 30 or 60 minutes or until a time (Chișinău's clock),
// resume it, and the kitchen's "busy: +N minutes" added to the earliest time the shop offers.
import { BUSINESS_TIME_ZONE } from '@nori/core';
import { Banner, Button, Inline, Panel, SegmentedControl, TimeField } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useStores } from '../../app/stores';
import { useT } from '../../i18n/useT';

const PAUSE_MINUTES = [15, 30, 60] as const;
const BUSY_MINUTES = [0, 15, 30, 45, 60] as const;

export const PausePanel = observer(function PausePanel() {
  const { settings } = useStores();
  const page = settings.restaurants;
  const t = useT();
  const intl = useIntl();
  const [until, setUntil] = useState<string | null>(null);
  const restaurant = page.restaurant;
  if (!restaurant) return null;
  const pausedUntil = restaurant.paused_until ? new Date(restaurant.paused_until) : null;
  const when = pausedUntil
    ? intl.formatDate(pausedUntil, {
        timeZone: BUSINESS_TIME_ZONE,
        hour: '2-digit',
        minute: '2-digit',
        day: 'numeric',
        month: 'short',
        hourCycle: 'h23',
      })
    : '';
  return (
    <Panel heading={t('admin.settings.pause.title')}>
      <Banner tone={pausedUntil ? 'warning' : 'success'} role="status">
        {pausedUntil ? t('admin.settings.pause.pausedUntil', { when }) : t('admin.settings.pause.open')}
        {restaurant.busy_minutes > 0 && ` ${t('admin.settings.busy.now', { minutes: restaurant.busy_minutes })}`}
      </Banner>
      <Inline gap="sm" align="end">
        {PAUSE_MINUTES.map((minutes) => (
          <Button
            key={minutes}
            variant="secondary"
            disabled={page.switching}
            onClick={() => void page.pause({ minutes })}
          >
            {t('admin.settings.pause.for', { minutes })}
          </Button>
        ))}
        {pausedUntil && (
          <Button disabled={page.switching} onClick={() => void page.resume()}>
            {t('admin.settings.pause.resume')}
          </Button>
        )}
      </Inline>
      <Inline gap="sm" align="end">
        <TimeField label={t('admin.settings.pause.untilLabel')} hint={false} value={until} onValueChange={setUntil} />
        <Button
          variant="secondary"
          disabled={page.switching || until === null}
          onClick={() => until && void page.pause({ until })}
        >
          {t('admin.settings.pause.until')}
        </Button>
      </Inline>
      <SegmentedControl
        label={t('admin.settings.busy.label')}
        value={restaurant.busy_minutes}
        disabled={page.switching}
        options={BUSY_MINUTES.map((minutes) => ({
          value: minutes,
          label: minutes ? t('admin.settings.busy.plus', { minutes }) : t('admin.settings.busy.off'),
        }))}
        onValueChange={(minutes) => void page.setBusy(minutes)}
      />
      {page.switchProblem !== null && (
        <Banner tone="danger" role="alert" title={t('admin.settings.pause.problem')}>
          {page.switchProblem || t('admin.problem.offline')}
        </Banner>
      )}
    </Panel>
  );
});
