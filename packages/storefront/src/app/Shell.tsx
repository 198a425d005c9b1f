import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { onFirstInteraction } from '../services/firstInteraction';
import { whenIdle } from '../services/idle';
import { useStores } from '../stores/StoresProvider';
import { AUTH_RETURN_COOKIE } from '../features/auth/authReturn';
import { BuildUpdatePart, PwaPart } from './layouts/deferredParts';
import { ConsentPart } from './consentPart';
import { useConfig } from '../shared/ConfigContext';
import { AttentionOverlay, AuthModalsOverlay, ProfileOverlay } from './overlays';

/**
 * The root shell (spec §2): the page area plus the sign-in modals (phone, code, profile) and the
 * attention popup, and the shell's browser-side duties: the referral code from the URL, the popup
 * check, reopening sign-in for a guarded page, and the new-build check.
 */
export const Shell = observer(function Shell({ children }: { children: ReactNode }) {
  const stores = useStores();
  const location = useLocation();
  const { gtmId } = useConfig();

  useEffect(() => {
    stores.captureReferral(window.location.href);
    if (stores.cookies.get(AUTH_RETURN_COOKIE) && !stores.user.isLoggedIn) stores.ui.open('authPhone');
  }, [stores, location.pathname, location.search]);

  // The attention popup waits for the shopper's first tap, key or scroll (AttentionStore), then for an idle
  // moment: it is never the page's largest paint, and opening it (its code, the scroll lock's relayout)
  // never lands in the task that handles that input. Its store's code comes then too (`attentionWith`).
  useEffect(
    () =>
      onFirstInteraction(() =>
        whenIdle(
          () =>
            void import('../stores/AttentionStore').then(({ AttentionStore }) =>
              stores.attentionWith(AttentionStore).arm(),
            ),
          { timeout: 1000 },
        ),
      ),
    [stores],
  );

  // A new customer goes from the code straight to the profile: have its code ready by then.
  const codeOpen = stores.ui.isOpen('authCode');
  useEffect(() => {
    if (codeOpen) ProfileOverlay.preload();
  }, [codeOpen]);

  return (
    <>
      {children}
      {/* The modals' code (Radix Dialog, the profile's date picker) loads when one first opens. */}
      <AuthModalsOverlay />
      <ProfileOverlay />
      <AttentionOverlay />
      <BuildUpdatePart.Component />
      {gtmId && <ConsentPart.Component />}
      <PwaPart.Component />
    </>
  );
});
