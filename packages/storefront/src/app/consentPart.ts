import { deferHydration } from './deferHydration';

/**
 * The consent banner's root (issue 17), out of the first load: its code comes once the page is idle, and it
 * renders nothing on the server. The shell mounts it only with GTM_ID.
 */
export const ConsentPart = deferHydration(
  () => import('../features/consent/ConsentRoot').then((module) => module.ConsentRoot),
  { idleTimeout: 3000 },
);
