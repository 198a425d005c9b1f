/**
 * Lets the browser run what waits (input, a frame) before the next step: the start-up is cut into tasks
 * that each stay short on a phone, instead of one long task from evaluating the bundle to hydrating.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
