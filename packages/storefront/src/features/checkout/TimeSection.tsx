import { hoursOn } from '@nori/core';
import { Panel, RadioCard, Skeleton } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { fromPickerDate, toPickerDate } from '../../stores/orderTime';
import { useCheckout } from '../../stores/useCheckout';
import { checkoutMessages as m } from './messages';
import { fieldId, useFieldError } from './useFieldError';
import { whenIdle } from '../../services/idle';

const loadDatePicker = () => import('./datePicker');
const DatePicker = lazy(() => loadDatePicker().then((module) => ({ default: module.DatePicker })));

const Hours = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * As soon as possible (only while the restaurant is open), or a day and time in the kit's DatePicker:
 * not before the lead time, at most a week ahead, closed days disabled, the day's hours shown.
 */
export const TimeSection = observer(function TimeSection() {
  const intl = useIntl();
  const { form, terms } = useCheckout();
  const errorOf = useFieldError();
  const { values } = form;
  const { restaurant, region, canOrderNow } = terms;

  // The picker's code is not in the page's first load; it is fetched once the page is idle, so choosing a
  // time rarely waits for it.
  useEffect(() => whenIdle(() => void loadDatePicker(), { timeout: 3000 }), []);

  // Closed now: "as soon as possible" is not an option, so the picker takes over.
  useEffect(() => {
    if (!canOrderNow && form.values.when === 'asap') form.setField('when', 'scheduled');
  }, [canOrderNow, form]);

  const hours = restaurant?.opening_hours ?? [];
  const chosen = values.scheduledAt ? toPickerDate(values.scheduledAt) : null;
  const dayHours = chosen && restaurant ? hoursOn(hours, chosen.getDay()) : null;
  const asapLabel =
    values.orderType === 'delivery' && region
      ? intl.formatMessage(m.asap, { minutes: region.delivery_minutes })
      : intl.formatMessage(m.asapPickup);
  return (
    <Panel heading={intl.formatMessage(m.time)}>
      <RadioCard<'asap' | 'scheduled'>
        id="checkout-when"
        label={intl.formatMessage(values.orderType === 'delivery' ? m.timeGroup : m.timeGroupPickup)}
        orientation="horizontal"
        options={[
          { value: 'asap', title: asapLabel, icon: 'clock', disabled: !canOrderNow },
          { value: 'scheduled', title: intl.formatMessage(m.scheduled), icon: 'calendar' },
        ]}
        value={values.when}
        onValueChange={(value) => form.setField('when', value)}
        error={values.when === 'asap' ? errorOf('scheduledAt') : undefined}
      />
      {values.when === 'scheduled' && (
        <>
          <Suspense fallback={<Skeleton variant="rect" height={72} radius="md" />}>
            <DatePicker
              id={fieldId('scheduledAt')}
              label={intl.formatMessage(m.dateTime)}
              withTime
              minuteStep={terms.rules.slot_step_minutes}
              fullWidth
              required
              value={chosen}
              onValueChange={(date) => form.setField('scheduledAt', date ? fromPickerDate(date) : null)}
              min={toPickerDate(terms.earliestSlot ?? terms.now)}
              max={toPickerDate(terms.latestSlot)}
              disabledDates={restaurant ? (date) => !hoursOn(hours, date.getDay()) : undefined}
              error={errorOf('scheduledAt')}
            />
          </Suspense>
          {chosen && restaurant && (
            <Hours>
              {dayHours ? intl.formatMessage(m.hours, { hours: dayHours.text }) : intl.formatMessage(m.closedToday)}
            </Hours>
          )}
        </>
      )}
    </Panel>
  );
});
