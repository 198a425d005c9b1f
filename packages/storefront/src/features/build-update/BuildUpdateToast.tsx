import { Toast, ToastRegion } from '@nori/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { isCheckoutPath, onWaitingUpdate, waitingUpdate } from '../../shared/pwaState';
import { BUILD_CHECK_INTERVAL_MS, fetchLatestBuildId, isNewBuild, LAST_RELOAD_KEY, mayReload } from './buildCheck';
import { messages } from './messages';

const currentBuild = import.meta.env.NORI_BUILD_ID ?? 'dev';

/**
 * Checks every 5 minutes and when the tab regains focus; offers a reload when a new build is out, or when the
 * service worker of a new build waits (issue 17): the reload lets that worker take over first. Never offered
 * in the checkout, where a reload would cost the shopper the form: it waits until they leave it.
 */
export function BuildUpdateToast() {
  const intl = useIntl();
  const [available, setAvailable] = useState(false);
  const inCheckout = isCheckoutPath(useLocation().pathname);

  useEffect(() => {
    const waiting = () => waitingUpdate() && setAvailable(true);
    waiting();
    return onWaitingUpdate(waiting);
  }, []);

  useEffect(() => {
    const check = async () => {
      if (isNewBuild(currentBuild, await fetchLatestBuildId())) setAvailable(true);
    };
    const onVisible = () => document.visibilityState === 'visible' && void check();
    const timer = window.setInterval(check, BUILD_CHECK_INTERVAL_MS);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, []);

  const reload = () => {
    const last = Number(sessionStorage.getItem(LAST_RELOAD_KEY)) || null;
    if (!mayReload(last, Date.now())) return;
    sessionStorage.setItem(LAST_RELOAD_KEY, String(Date.now()));
    const apply = waitingUpdate();
    // The waiting worker takes over, then the page reloads (registerServiceWorker.ts); else a plain reload.
    if (apply) apply();
    else window.location.reload();
  };

  return (
    <ToastRegion>
      <Toast
        open={available && !inCheckout}
        onOpenChange={setAvailable}
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
        action={{ label: intl.formatMessage(messages.reload), onClick: reload }}
      />
    </ToastRegion>
  );
}
