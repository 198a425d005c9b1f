/**
 * The browser's entry. Evaluating the whole bundle at once was one task of ~70 ms on this project's CPU
 * (~290 ms on a phone, where anything over 50 ms blocks input): React DOM, then the other libraries, then
 * the app are imported one after another with a yield between, so each is a task of its own. The server
 * has every one of these files requested already (the page's start script), so nothing waits on the network.
 */
async function start() {
  // No static import here (not even services/yieldToBrowser.ts, which the same code is): whatever this file
  // imports statically would be evaluated with it, in the first task.
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  const yieldToBrowser = () =>
    scheduler?.yield ? scheduler.yield() : new Promise<void>((resolve) => setTimeout(resolve, 0));

  await import('react-dom/client');
  await yieldToBrowser();
  await import('./vendor');
  await yieldToBrowser();
  const { hydrate } = await import('./hydrate');
  await hydrate();
}

void start();
