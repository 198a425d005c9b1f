import { ConnectionStatus } from '@nori/ui';
import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { hasMessageGroup, intlFor, loadMessageGroup, localeOfTag } from '../../i18n/intl';
import { DEFAULT_LOCALE } from '../../i18n/locales';

const messages = defineMessages({
  offline: {
    id: 'pwa.status.offline',
    defaultMessage: 'You are offline — the menu and the cart still work; ordering needs a connection',
    description: 'Shown while the device has no connection',
  },
  online: { id: 'pwa.status.online', defaultMessage: 'Back online', description: 'Shown when the connection returns' },
});

/** Fixed above the page's bottom edge: it covers nothing the layout holds, so nothing moves. */
const Bar = styled.div`
  position: fixed;
  inset-inline: 0;
  bottom: ${({ theme }) => theme.space.md};
  z-index: 1000;
  display: flex;
  justify-content: center;
  padding-inline: ${({ theme }) => theme.space.md};
  pointer-events: none;

  & > * {
    pointer-events: auto;
    background: ${({ theme }) => theme.color.bg.surface};
  }
`;

/** The kit's ConnectionStatus with the shop's words (the `pwa` message group, loaded with this chunk). */
export function OfflineStatus({ online }: { online: boolean }) {
  const outer = useIntl();
  const locale = localeOfTag(outer.locale) ?? DEFAULT_LOCALE;
  const ready = hasMessageGroup('pwa', locale);
  const [, setLoaded] = useState(0);
  // A live region announces changes, not what it was born with: it appears empty, then says its words.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setMounted(true), 100);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (ready) return;
    loadMessageGroup('pwa', locale).then(
      () => setLoaded((count) => count + 1),
      () => undefined,
    );
  }, [locale, ready]);

  if (!ready) return null;
  const intl = intlFor(locale, ['pwa']);
  return (
    <Bar>
      <ConnectionStatus
        state={online ? 'live' : 'offline'}
        label={mounted ? intl.formatMessage(online ? messages.online : messages.offline) : ''}
      />
    </Bar>
  );
}
