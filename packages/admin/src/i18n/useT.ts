import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** The back office's words by id: `t('admin.board.title')`, with ICU values (`{ count: 3 }`). */
export function useT() {
  const intl = useIntl();
  return useCallback(
    (id: string, values?: Record<string, string | number | Date>) => intl.formatMessage({ id }, values),
    [intl],
  );
}
