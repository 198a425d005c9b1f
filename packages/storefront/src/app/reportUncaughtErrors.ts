import type { UncaughtEvent, uncaughtErrorReporter } from './reportException';

/** What the listener needs of the reporter's module. */
type ReporterModule = { uncaughtErrorReporter: typeof uncaughtErrorReporter };

/**
 * Spec §8, "the error handler reports errors to analytics": errors nobody caught and promise rejections
 * nobody handled reach the data layer as exception events (reportException.ts), from the start of hydration
 * on. Only this listener is in the first load (issue 18): the reporter's code loads with the first error, and
 * gets every error in the order they came, each with the address of the page it happened on. Returns a
 * function that stops listening.
 */
export function reportUncaughtErrors(
  win: Window = window,
  loadReporter: () => Promise<ReporterModule> = () => import('./reportException'),
): () => void {
  let reporter: Promise<(event: UncaughtEvent, pageUrl: string) => void> | undefined;
  // Only script errors reach a bubbling listener on window (a broken image's error event does not bubble).
  const onEvent = (event: UncaughtEvent) => {
    const pageUrl = win.location.href;
    reporter ??= loadReporter().then(({ uncaughtErrorReporter }) => uncaughtErrorReporter(win));
    reporter
      .then((report) => report(event, pageUrl))
      // The reporter's code did not load (offline, a new build): not an error to report, or this would loop.
      // The next error tries again.
      .catch(() => {
        reporter = undefined;
      });
  };
  win.addEventListener('error', onEvent);
  win.addEventListener('unhandledrejection', onEvent);
  return () => {
    win.removeEventListener('error', onEvent);
    win.removeEventListener('unhandledrejection', onEvent);
  };
}
