/** What an idle callback learns: how long the browser expects to stay idle. */
export interface IdleDeadline {
  timeRemaining(): number;
}

interface IdleWindow {
  requestIdleCallback?: (callback: (deadline: IdleDeadline) => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/**
 * Runs `work` when the browser is idle (requestIdleCallback), at the latest after `timeout` ms; where there
 * is no requestIdleCallback (Safari), in a task of its own with a 5 ms slice. Returns a cancel function.
 * For work that may wait but must not make a long task while the page starts or the shopper acts.
 */
export function whenIdle(
  work: (deadline: IdleDeadline) => void,
  { timeout, win = window }: { timeout?: number; win?: Window } = {},
): () => void {
  const idle = win as Window & IdleWindow;
  if (idle.requestIdleCallback) {
    const handle = idle.requestIdleCallback(work, timeout === undefined ? undefined : { timeout });
    return () => idle.cancelIdleCallback?.(handle);
  }
  const handle = win.setTimeout(() => {
    const end = performance.now() + 5;
    work({ timeRemaining: () => Math.max(0, end - performance.now()) });
  }, 0);
  return () => win.clearTimeout(handle);
}
