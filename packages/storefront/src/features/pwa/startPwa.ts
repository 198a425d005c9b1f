import { whenIdle } from '../../services/idle';

/**
 * Registers the service worker (issue 17) once the page has loaded and the browser is idle, from a module of
 * its own, so Workbox's window code is never part of the first load. Production builds only: in development
 * a worker would keep old modules around Vite's hot updates.
 */
export function startPwa(win: Window = window): void {
  if (!import.meta.env.PROD || !('serviceWorker' in win.navigator)) return;
  const register = () =>
    whenIdle(() => void import('./registerServiceWorker').then((module) => module.registerServiceWorker()), {
      timeout: 5_000,
    });
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
