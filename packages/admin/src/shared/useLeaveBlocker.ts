// The router's half of "leave with changes not saved?": a link inside the app is held back (react-router's
// blocker) while the page has unsaved changes, and closing or reloading the tab asks the browser's own
// question. The question inside the app is the kit's `LeaveConfirmation`, opened with what this returns.
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

export interface LeaveBlocker {
  /** A navigation is held back: ask. */
  asking: boolean;
  /** Stay: the navigation is cancelled, the page and its typing stay. */
  stay: () => void;
  /** Leave: the navigation goes on and the changes are lost. */
  leave: () => void;
}

/**
 * `unsaved` is asked at the moment of leaving, not of the last render: a new record's first save moves to its
 * own address before React renders the saved state. A change of the search alone (same page) is not leaving.
 */
export function useLeaveBlocker(unsaved: () => boolean): LeaveBlocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && unsaved(),
  );
  const when = unsaved();

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  return {
    asking: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
  };
}
