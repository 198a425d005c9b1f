import { lazy, Suspense, useEffect, useState } from 'react';
import { startPwa } from './startPwa';

const OfflineStatus = lazy(() => import('./OfflineStatus').then((module) => ({ default: module.OfflineStatus })));

/** How long "Back online" stays once the connection returns. */
export const BACK_ONLINE_MS = 5_000;

/**
 * The installable, offline shop's part of the shell (issue 17): registers the service worker after load
 * (startPwa.ts), and says when the shop is offline and when it is back. Nothing renders while the shopper is
 * online: the words and the kit's ConnectionStatus come in a chunk of their own when the connection goes
 * (the service worker keeps it, and registerServiceWorker.ts fetches it ahead).
 */
export function PwaRoot() {
  const [state, setState] = useState<'online' | 'offline' | 'back'>('online');

  useEffect(() => startPwa(), []);

  useEffect(() => {
    let timer: number | undefined;
    const offline = () => {
      window.clearTimeout(timer);
      setState('offline');
    };
    const online = () => {
      setState((was) => (was === 'offline' ? 'back' : was));
      timer = window.setTimeout(() => setState('online'), BACK_ONLINE_MS);
    };
    if (!navigator.onLine) offline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);

  if (state === 'online') return null;
  return (
    <Suspense fallback={null}>
      <OfflineStatus online={state === 'back'} />
    </Suspense>
  );
}
