import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../services/idle';
import { readConsent } from '../../services/consent';
import { useConfig } from '../../shared/ConfigContext';
import { useStores } from '../../stores/StoresProvider';
import { onConsentSettingsRequested } from './consentRequests';

const CookieConsent = lazy(() => import('./CookieConsent').then((module) => ({ default: module.CookieConsent })));

type Shown = { settings: boolean };

/**
 * Where the cookie-consent banner lives (issue 17). Only with GTM_ID: without a tag manager there is nothing
 * to consent to. Nothing renders on the server or in the first load: a shopper with no stored choice gets the
 * banner's chunk once the page is idle after hydration (it is fixed to the viewport, so it shifts nothing and,
 * small and late, is never the largest paint); "Cookie settings" in the footer opens it at any time.
 */
export function ConsentRoot() {
  const { gtmId } = useConfig();
  const { cookies } = useStores();
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    if (!gtmId) return;
    const stop = onConsentSettingsRequested(() => setShown({ settings: true }));
    const cancel = readConsent(cookies) ? undefined : whenIdle(() => setShown({ settings: false }), { timeout: 2000 });
    return () => {
      stop();
      cancel?.();
    };
  }, [gtmId, cookies]);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsent key={String(shown.settings)} settings={shown.settings} onDone={() => setShown(null)} />
    </Suspense>
  );
}
