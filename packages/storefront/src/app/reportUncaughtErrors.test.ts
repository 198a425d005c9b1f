// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as reporterModule from './reportException';
import { MAX_UNCAUGHT_REPORTS } from './reportException';
import { reportUncaughtErrors } from './reportUncaughtErrors';

const layer = () => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];

/** Lets the reporter's code load and take what was queued. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('reportUncaughtErrors (spec §8: the error handler reports errors to analytics)', () => {
  let stop: () => void = () => {};
  afterEach(() => {
    stop();
    delete (window as unknown as { dataLayer?: unknown }).dataLayer;
    window.history.replaceState(null, '', '/');
  });

  it('reports an error nobody caught, with the exception event’s fields', async () => {
    stop = reportUncaughtErrors();
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'Uncaught TypeError: x is undefined',
        error: new TypeError('x is undefined'),
      }),
    );
    await vi.waitFor(() =>
      expect(layer()).toEqual([
        expect.objectContaining({
          event: 'exception',
          error_source: 'uncaught',
          error_message: 'x is undefined',
          page_url: window.location.href,
          device_type: expect.stringMatching(/^(mobile|desktop)$/),
          language: expect.any(String),
          screen_resolution: expect.stringMatching(/^\d+x\d+$/),
          browser: expect.any(String),
        }),
      ]),
    );
  });

  it('reports a promise rejection nobody handled, whatever was thrown', async () => {
    stop = reportUncaughtErrors();
    for (const reason of [new Error('The API answered 500'), 'plain text', { code: 42 }]) {
      const event = new Event('unhandledrejection') as Event & { reason: unknown };
      event.reason = reason;
      window.dispatchEvent(event);
    }
    await vi.waitFor(() =>
      expect(layer().map((event) => [event.error_source, event.error_message])).toEqual([
        ['unhandledrejection', 'The API answered 500'],
        ['unhandledrejection', 'plain text'],
        ['unhandledrejection', '{"code":42}'],
      ]),
    );
  });

  it('reports each message once, and at most a few per page', async () => {
    stop = reportUncaughtErrors();
    for (let i = 0; i < 3; i++) window.dispatchEvent(new ErrorEvent('error', { message: 'same' }));
    for (let i = 0; i < 50; i++) window.dispatchEvent(new ErrorEvent('error', { message: `error ${i}` }));
    await settle();
    expect(layer()).toHaveLength(MAX_UNCAUGHT_REPORTS);
    expect(layer().filter((event) => event.error_message === 'same')).toHaveLength(1);
  });

  it('loads the reporter’s code with the first error only, and reports the page the error happened on', async () => {
    const loadReporter = vi.fn(() => import('./reportException'));
    stop = reportUncaughtErrors(window, loadReporter);
    await settle();
    expect(loadReporter).not.toHaveBeenCalled();

    window.history.replaceState(null, '', '/track/secret-token?utm_source=x');
    window.dispatchEvent(new ErrorEvent('error', { message: 'early' }));
    // The shopper moves on before the reporter's code is in.
    window.history.replaceState(null, '', '/menu');
    window.dispatchEvent(new ErrorEvent('error', { message: 'later' }));
    await vi.waitFor(() => expect(layer()).toHaveLength(2));
    expect(layer().map((event) => [event.error_message, event.page_url])).toEqual([
      ['early', `${window.location.origin}/track/:token?utm_source=x`],
      ['later', `${window.location.origin}/menu`],
    ]);
    expect(loadReporter).toHaveBeenCalledTimes(1);
  });

  it('tries again at the next error when the reporter’s code did not load, without reporting that', async () => {
    const loadReporter = vi
      .fn<() => Promise<typeof reporterModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(() => import('./reportException'));
    stop = reportUncaughtErrors(window, loadReporter);
    window.dispatchEvent(new ErrorEvent('error', { message: 'lost while offline' }));
    await settle();
    expect(layer()).toEqual([]);
    window.dispatchEvent(new ErrorEvent('error', { message: 'back online' }));
    await vi.waitFor(() => expect(layer().map((event) => event.error_message)).toEqual(['back online']));
  });

  it('stops when asked', async () => {
    reportUncaughtErrors()();
    window.dispatchEvent(new ErrorEvent('error', { message: 'after' }));
    await settle();
    expect(layer()).toEqual([]);
  });
});
