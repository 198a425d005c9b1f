import { deferHydration } from '../deferHydration';

// Parts of every page that the first screen can do without, loaded and hydrated after it (deferHydration):
// their server HTML is there at once; their code comes when they near the viewport or the browser is idle.

/** The footer: below every page's content. */
export const FooterPart = deferHydration(() => import('./Footer').then((module) => module.Footer));

/** The announcement strip: text, nothing to operate; its code (the kit's Banner) can wait. */
export const AnnouncementPart = deferHydration(() =>
  import('../../features/announcement/Announcement').then((module) => module.Announcement),
);

/** The new-build notice's live region: it polls every few minutes, so starting once idle loses nothing. */
export const BuildUpdatePart = deferHydration(
  () => import('../../features/build-update/BuildUpdateToast').then((module) => module.BuildUpdateToast),
  { idleTimeout: 10_000 },
);

/** The error and not-found pages (the kit's ErrorPage): only on the pages that fail. */
export const RouteErrorPart = deferHydration(() => import('../RouteError').then((module) => module.RouteError));

/**
 * The installable, offline shop's part (issue 18 took it out of the first load): it registers the service
 * worker after load and says when the connection goes, so nothing it does is needed before the page is idle.
 */
export const PwaPart = deferHydration(() => import('../../features/pwa/PwaRoot').then((module) => module.PwaRoot));
