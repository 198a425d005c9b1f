import { when } from 'mobx';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../../services/idle';
import { readConsent } from '../../services/consent';
import { useConfig } from '../../shared/ConfigContext';
import { useStores } from '../../stores/StoresProvider';
import { useAttention } from '../../stores/useAttention';
import { onConsentSettingsRequested } from './consentRequests';

const CookieConsent = lazy(() => import('./CookieConsent').then((module) => ({ default: module.CookieConsent })));

type Shown = { settings: boolean };

/**
 * Where the cookie-consent banner lives (issue 17). Only with GTM_ID: without a tag manager there is nothing
 * to consent to. Nothing renders on the server or in the first load: a shopper with no stored choice gets the
 * banner's chunk once the page is idle after hydration (it is fixed to the viewport, so it shifts nothing and,
 * small and late, is never the largest paint); "Cookie settings" in the footer opens it at any time.
 *
 * One question at a time: until the shopper answers, the attention popup is held back, and the banner itself
 * waits for a dialog or drawer the shopper opened to close (a modal leaves the rest of the page unreachable,
 * so the banner's buttons would show but not work).
 */
export function ConsentRoot() {
  const { gtmId } = useConfig();
  const { cookies, ui } = useStores();
  const attention = useAttention();
  const [shown, setShown] = useState<Shown | null>(null);
  /** Lets the attention popup open once the shopper has answered. */
  const releaseAttention = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!gtmId) return;
    const stop = onConsentSettingsRequested(() => setShown({ settings: true }));
    if (readConsent(cookies)) return stop;
    const release = attention.hold();
    releaseAttention.current = release;
    let stopWaiting: (() => void) | undefined;
    const cancelIdle = whenIdle(
      () => {
        stopWaiting = when(
          () => !ui.anyOpen,
          () => setShown({ settings: false }),
        );
      },
      { timeout: 2000 },
    );
    return () => {
      stop();
      cancelIdle();
      stopWaiting?.();
      release();
    };
  }, [gtmId, cookies, attention, ui]);

  const done = () => {
    setShown(null);
    releaseAttention.current?.();
  };

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <CookieConsent key={String(shown.settings)} settings={shown.settings} onDone={done} />
    </Suspense>
  );
}
