import { Toast, ToastRegion } from '@nori/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { BUILD_CHECK_INTERVAL_MS, fetchLatestBuildId, isNewBuild, LAST_RELOAD_KEY, mayReload } from './buildCheck';
import { messages } from './messages';

const currentBuild = import.meta.env.NORI_BUILD_ID ?? 'dev';

/** Checks every 5 minutes and when the tab regains focus; offers a reload when a new build is out. */
export function BuildUpdateToast() {
  const intl = useIntl();
  const [available, setAvailable] = useState(false);

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
    window.location.reload();
  };

  return (
    <ToastRegion>
      <Toast
        open={available}
        onOpenChange={setAvailable}
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
        action={{ label: intl.formatMessage(messages.reload), onClick: reload }}
      />
    </ToastRegion>
  );
}
