// The frame of every signed-in page: the kit's AppShell with the navigation (new orders counted on it), the
// live connection's state, and the person's name, language and sign-out. It starts the board's stream for
// the whole session, so the count and the ringing follow the person from page to page.
import type { Locale } from '@nori/core/contract';
import { AppShell, Button, ConnectionStatus, media, SegmentedControl } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useStores } from './stores';
import { useT } from '../i18n/useT';
import { LOCALES } from '../stores/LocaleStore';
import { BoardAlerts } from '../features/board/BoardAlerts';
import { navigationFor, screenOf } from './navigation';

/** The languages by the short names the shop's header shows too. */
const LANGUAGE_CODES: Record<Locale, string> = { ro: 'RO', ru: 'RU', en: 'EN', uk: 'UA' };

const Account = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  white-space: nowrap;
`;

/** Who is signed in and the language: in the top bar on a tablet; on a phone, where it has no room, the
 * language goes under the page instead. */
const TabletOnly = styled.span`
  ${media.mobile} {
    display: none;
  }
`;
const PhoneOnly = styled.div`
  padding: ${({ theme }) => theme.space.md};
  ${media.desktop} {
    display: none;
  }
`;

export const SignedInLayout = observer(function SignedInLayout() {
  const stores = useStores();
  const { session, locale, board } = stores;
  const location = useLocation();
  const t = useT();

  useEffect(() => {
    void board.start().catch(() => undefined);
    return () => board.stop();
  }, [board]);

  const waiting = board.unacknowledged.size;
  const languages = (
    <SegmentedControl
      label={t('admin.language')}
      hideLabel
      value={locale.locale}
      options={LOCALES.map((value) => ({ value, label: LANGUAGE_CODES[value] }))}
      onValueChange={(value) => locale.setLocale(value)}
    />
  );
  return (
    <AppShell
      title={t(screenOf(location.pathname)?.title ?? 'admin.board.title')}
      brand="Nori"
      status={<ConnectionStatus state={board.connection} label={t(`admin.connection.${board.connection}`)} />}
      account={
        <Account>
          <TabletOnly>
            {session.staff &&
              t('admin.home.signedInAs', {
                name: session.staff.name,
                role: t(`admin.role.${session.staff.role}`),
              })}
          </TabletOnly>
          <TabletOnly>{languages}</TabletOnly>
          <Button variant="secondary" size="sm" onClick={() => void session.signOut()}>
            {t('admin.signOut')}
          </Button>
        </Account>
      }
      navigation={navigationFor(session.staff?.role).map((screen) => ({
        href: screen.path,
        label: t(screen.label),
        icon: screen.icon,
        current: screenOf(location.pathname) === screen,
        // The board's entry counts the new orders no one has seen yet.
        ...(screen.path === '/' && { count: waiting, countLabel: t('admin.ring.banner', { count: waiting }) }),
      }))}
      navigationLabel={t('admin.nav.label')}
      menuLabel={t('admin.nav.label')}
      skipLinkLabel={t('admin.skipToContent')}
      linkAs={Link}
    >
      <BoardAlerts />
      <Outlet />
      <PhoneOnly>{languages}</PhoneOnly>
    </AppShell>
  );
});
