import { Banner } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { defineMessages, useIntl } from 'react-intl';
import { useStores } from '../../stores/StoresProvider';

const messages = defineMessages({
  label: {
    id: 'announcement.label',
    defaultMessage: 'Announcement',
    description: 'Accessible name of the strip at the top of every page that carries the business’s announcement',
  },
});

/**
 * The business's announcement (`alert_message` of `GET /api/important-update-date`, spec §3) on every page,
 * in the page's language: a strip above the header, rendered by the server with the page (the shell's data
 * is loaded for every render), so it takes its place at first paint and nothing moves after. Nothing when
 * the business has none.
 */
export const Announcement = observer(function Announcement() {
  const intl = useIntl();
  const { dictionaries } = useStores();
  const message = dictionaries.alertMessage;
  if (!message) return null;
  return (
    <Banner layout="bar" tone="info" role="region" aria-label={intl.formatMessage(messages.label)}>
      {message}
    </Banner>
  );
});
