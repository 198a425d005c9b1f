import { BUSINESS_TIME_ZONE } from '@nori/core/time';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * `24.11.2026, 21:40` — an instant as read on a clock in Chișinău (the business's time zone, whatever the
 * device's), in the UI's language; `seconds` for a log.
 */
export function useDateTime({ seconds = false }: { seconds?: boolean } = {}) {
  const intl = useIntl();
  return useCallback(
    (iso: string) =>
      intl.formatDate(iso, {
        timeZone: BUSINESS_TIME_ZONE,
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        ...(seconds && { second: '2-digit' }),
      }),
    [intl, seconds],
  );
}
