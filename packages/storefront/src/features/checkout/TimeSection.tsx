import { Skeleton } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { fromPickerDate, hoursOn, ORDER_TIME_RULES, toPickerDate } from '../../stores/orderTime';
import { useCheckout } from '../../stores/useCheckout';
import { Choice } from './Choice';
import { checkoutMessages as m } from './messages';
import { Section } from './Section';
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
  const checkout = useCheckout();
  const errorOf = useFieldError();
  const { form, restaurant, region } = checkout;
  const canOrderNow = checkout.canOrderNow;

  // The picker's code is not in the page's first load; it is fetched once the page is idle, so choosing a
  // time rarely waits for it.
  useEffect(() => whenIdle(() => void loadDatePicker(), { timeout: 3000 }), []);

  // Closed now: "as soon as possible" is not an option, so the picker takes over.
  useEffect(() => {
    if (!canOrderNow && checkout.form.when === 'asap') checkout.setField('when', 'scheduled');
  }, [canOrderNow, checkout]);

  const hours = restaurant?.opening_hours ?? [];
  const chosen = form.scheduledAt ? toPickerDate(form.scheduledAt) : null;
  const dayHours = chosen && restaurant ? hoursOn(hours, chosen.getDay()) : null;
  const asapLabel =
    form.orderType === 'delivery' && region
      ? intl.formatMessage(m.asap, { minutes: region.delivery_minutes })
      : intl.formatMessage(m.asapPickup);
  return (
    <Section id="checkout-time-title" title={intl.formatMessage(m.time)}>
      <Choice<'asap' | 'scheduled'>
        id="checkout-when"
        legend={intl.formatMessage(form.orderType === 'delivery' ? m.timeGroup : m.timeGroupPickup)}
        options={[
          { value: 'asap', label: asapLabel, icon: 'clock', disabled: !canOrderNow },
          { value: 'scheduled', label: intl.formatMessage(m.scheduled), icon: 'calendar' },
        ]}
        value={form.when}
        onValueChange={(value) => checkout.setField('when', value)}
        error={form.when === 'asap' ? errorOf('scheduledAt') : undefined}
      />
      {form.when === 'scheduled' && (
        <>
          <Suspense fallback={<Skeleton variant="rect" height={72} radius="md" />}>
            <DatePicker
              id={fieldId('scheduledAt')}
              label={intl.formatMessage(m.dateTime)}
              withTime
              minuteStep={ORDER_TIME_RULES.stepMinutes}
              fullWidth
              required
              value={chosen}
              onValueChange={(date) => checkout.setField('scheduledAt', date ? fromPickerDate(date) : null)}
              min={toPickerDate(checkout.earliestSlot ?? checkout.now)}
              max={toPickerDate(checkout.latestSlot)}
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
    </Section>
  );
});
