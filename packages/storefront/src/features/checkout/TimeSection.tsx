import { chisinauIsoDate, hhmmOf, hoursOnDate, wallTime } from '@nori/core';
import { Panel, RadioCard, Select, Skeleton } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatTime } from '../../shared/dates';
import { toPickerDate } from '../../stores/orderTime';
import { useCheckout } from '../../stores/useCheckout';
import { checkoutMessages as m } from './messages';
import { ScheduleNotice } from './ScheduleNotice';
import { fieldId, useFieldError } from './useFieldError';
import { whenIdle } from '../../services/idle';

const loadDatePicker = () => import('./datePicker');
const DatePicker = lazy(() => loadDatePicker().then((module) => ({ default: module.DatePicker })));

const Hours = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A picker date (Chișinău's wall clock in its local fields) as YYYY-MM-DD. */
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
/** "18:30" on Chișinău's clock. */
const clockOf = (at: Date) => hhmmOf(wallTime(at).minutes);

/**
 * As soon as possible (only while the restaurant is open and not paused), or a day in the kit's DatePicker
 * and one of that day's times: the days without a time to offer (closed, a closed date, all past or paused)
 * disabled, the times only those the API takes (from the lead time plus the kitchen's busy minutes, within
 * the day's intervals, none in a pause). Above them, why the restaurant takes no order now, if it does not.
 */
export const TimeSection = observer(function TimeSection() {
  const intl = useIntl();
  const { form, terms } = useCheckout();
  const errorOf = useFieldError();
  const { values } = form;
  const { restaurant, region, canOrderNow } = terms;

  // The picker's code is not in the page's first load; it is fetched once the page is idle, so choosing a
  // day rarely waits for it.
  useEffect(() => whenIdle(() => void loadDatePicker(), { timeout: 3000 }), []);

  // Closed now: "as soon as possible" is not an option, so the picker takes over.
  useEffect(() => {
    if (!canOrderNow && form.values.when === 'asap') form.setField('when', 'scheduled');
  }, [canOrderNow, form]);

  const chosen = values.scheduledAt;
  const day = chosen ? chisinauIsoDate(chosen) : null;
  const slots = day ? terms.slotsOn(day) : [];
  const offered = new Set(terms.slotDays);
  const dayHours = day && restaurant ? hoursOnDate(restaurant, day) : null;
  /** A day chosen: the same time that day if it is offered, else its first time. */
  const chooseDay = (date: Date | null) => {
    if (!date) return form.setField('scheduledAt', null);
    const times = terms.slotsOn(dayOf(date));
    const same = chosen && times.find((slot) => clockOf(slot) === clockOf(chosen));
    form.setField('scheduledAt', same ?? times[0] ?? null);
  };
  const busy = restaurant?.busy_minutes ?? 0;
  const asapLabel =
    values.orderType === 'delivery' && region
      ? intl.formatMessage(m.asap, { minutes: region.delivery_minutes + busy })
      : intl.formatMessage(m.asapPickup);
  return (
    <Panel heading={intl.formatMessage(m.time)}>
      <ScheduleNotice />
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
              id="checkout-scheduledDay"
              label={intl.formatMessage(m.day)}
              fullWidth
              required
              value={chosen ? toPickerDate(chosen) : null}
              onValueChange={chooseDay}
              min={toPickerDate(terms.earliestSlot ?? terms.now)}
              max={toPickerDate(terms.latestSlot)}
              disabledDates={restaurant ? (date) => !offered.has(dayOf(date)) : undefined}
            />
          </Suspense>
          <Select
            id={fieldId('scheduledAt')}
            label={intl.formatMessage(m.slot)}
            placeholder={intl.formatMessage(m.chooseSlot)}
            required
            fullWidth
            value={chosen && slots.some((s) => s.getTime() === chosen.getTime()) ? chosen.toISOString() : ''}
            options={slots.map((slot) => ({ value: slot.toISOString(), label: formatTime(intl, slot.toISOString()) }))}
            onValueChange={(value) => form.setField('scheduledAt', value ? new Date(value) : null)}
            error={errorOf('scheduledAt')}
          />
          {day && restaurant && (
            <Hours>
              {dayHours ? intl.formatMessage(m.hours, { hours: dayHours.text }) : intl.formatMessage(m.closedToday)}
            </Hours>
          )}
        </>
      )}
    </Panel>
  );
});
