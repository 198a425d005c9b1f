import { deferHydration } from '../deferHydration';

// Parts of every page that the first screen can do without, loaded and hydrated after it (deferHydration):
// their server HTML is there at once; their code and their words come when they near the viewport or the
// browser is idle.

/** The shell's parts' words (the `shellParts` message group): the footer's, the strip's, the notice's. */
const shellWords = { messages: ['shellParts'] } as const;

/** The footer: below every page's content. */
export const FooterPart = deferHydration(() => import('./Footer').then((module) => module.Footer), shellWords);

/** The announcement strip: text, nothing to operate; its code (the kit's Banner) can wait. */
export const AnnouncementPart = deferHydration(
  () => import('../../features/announcement/Announcement').then((module) => module.Announcement),
  shellWords,
);

/** The new-build notice's live region: it polls every few minutes, so starting once idle loses nothing. */
export const BuildUpdatePart = deferHydration(
  () => import('../../features/build-update/BuildUpdateToast').then((module) => module.BuildUpdateToast),
  { idleTimeout: 10_000, ...shellWords },
);

/** The error and not-found pages (the kit's ErrorPage, and their words: the `error` group). */
export const RouteErrorPart = deferHydration(() => import('../RouteError').then((module) => module.RouteError), {
  messages: ['error'],
});

/**
 * The installable, offline shop's part (issue 18 took it out of the first load): it registers the service
 * worker after load and says when the connection goes, so nothing it does is needed before the page is idle.
 */
export const PwaPart = deferHydration(() => import('../../features/pwa/PwaRoot').then((module) => module.PwaRoot));
