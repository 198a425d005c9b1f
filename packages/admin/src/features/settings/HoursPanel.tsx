// Opening hours, Monday first: each day's intervals (11:00–15:00 and 17:00–23:00), a close before the open
// running past midnight (18:00–02:00); a day with none is closed. Each interval is row N of the list sent,
// so the API's `opening_hours.N.open` message lands beside it.
import { Button, IconButton, Inline, media, Panel, Stack, Text, TimeField, VisuallyHidden } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useStores } from '../../app/stores';
import { useT } from '../../i18n/useT';

const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;

const Day = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  ${media.desktop} {
    grid-template-columns: 10rem minmax(0, 1fr);
  }
`;

/** Wide enough for 00:00 and its clock; two of them and the remove button fit a phone's row. */
const Time = styled(TimeField)`
  width: 8.5rem;
`;

/** A weekday's name in the UI's language (0 = Sunday): 7 January 2024 was a Sunday. */
const weekdayName = (locale: string, day: number) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 7 + day));

export const HoursPanel = observer(function HoursPanel() {
  const { settings } = useStores();
  const page = settings.restaurants;
  const t = useT();
  const intl = useIntl();
  const hours = page.draft?.opening_hours ?? [];
  return (
    <Panel heading={t('admin.settings.hours.title')} description={t('admin.settings.hours.hint')}>
      <Stack as="ul" gap="md">
        {WEEK.map((day) => {
          const name = weekdayName(intl.locale, day);
          const rows = hours.map((h, index) => ({ ...h, index })).filter((h) => h.day === day);
          return (
            <Day key={day}>
              <Text as="h3" size="md">
                {name}
              </Text>
              <Stack gap="sm" align="start">
                {rows.length === 0 && (
                  <Text as="p" tone="muted">
                    {t('admin.settings.hours.closed')}
                  </Text>
                )}
                {rows.map((row, n) => {
                  const what = { day: name, n: n + 1 };
                  return (
                    <Inline key={row.index} gap="sm" align="start">
                      <Time
                        label={
                          <>
                            <VisuallyHidden>{name}: </VisuallyHidden>
                            {t('admin.settings.hours.opens')}
                            <VisuallyHidden> ({t('admin.settings.hours.interval', { n: n + 1 })})</VisuallyHidden>
                          </>
                        }
                        hint={false}
                        value={row.open}
                        error={page.status.error(`opening_hours.${row.index}.open`)}
                        onValueChange={(open) => open && page.setInterval(row.index, { open })}
                      />
                      <Time
                        label={
                          <>
                            <VisuallyHidden>{name}: </VisuallyHidden>
                            {t('admin.settings.hours.closes')}
                            <VisuallyHidden> ({t('admin.settings.hours.interval', { n: n + 1 })})</VisuallyHidden>
                          </>
                        }
                        hint={row.close <= row.open ? t('admin.settings.hours.pastMidnight') : false}
                        value={row.close}
                        error={page.status.error(`opening_hours.${row.index}.close`)}
                        onValueChange={(close) => close && page.setInterval(row.index, { close })}
                      />
                      <IconButton
                        icon="trash"
                        label={t('admin.settings.hours.remove', what)}
                        onClick={() => page.removeInterval(row.index)}
                      />
                    </Inline>
                  );
                })}
                <Button variant="ghost" size="sm" icon="plus" onClick={() => page.addInterval(day)}>
                  {t('admin.settings.hours.add', { day: name })}
                </Button>
              </Stack>
            </Day>
          );
        })}
      </Stack>
    </Panel>
  );
});
