import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useStores } from '../stores/StoresProvider';
import { AttentionPopup } from '../features/attention/AttentionPopup';
import { AUTH_RETURN_COOKIE } from '../features/auth/authReturn';
import { AuthModals } from '../features/auth/AuthModals';
import { BuildUpdateToast } from '../features/build-update/BuildUpdateToast';

/**
 * The root shell (spec §2): the page area plus the sign-in modals (phone, code, profile) and the
 * attention popup, and the shell's browser-side duties: the referral code from the URL, the popup
 * check, reopening sign-in for a guarded page, and the new-build check.
 */
export const Shell = observer(function Shell({ children }: { children: ReactNode }) {
  const stores = useStores();
  const location = useLocation();

  useEffect(() => {
    stores.captureReferral(window.location.href);
    if (stores.cookies.get(AUTH_RETURN_COOKIE) && !stores.user.isLoggedIn) stores.ui.open('authPhone');
  }, [stores, location.pathname, location.search]);

  useEffect(() => {
    stores.attention.check();
  }, [stores]);

  return (
    <>
      {children}
      <AuthModals />
      <AttentionPopup />
      <BuildUpdateToast />
    </>
  );
});
