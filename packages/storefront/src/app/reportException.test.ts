// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_UNCAUGHT_REPORTS, reportUncaughtErrors } from './reportException';

const layer = () => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];

describe('reportUncaughtErrors (spec §8: the error handler reports errors to analytics)', () => {
  let stop: () => void = () => {};
  afterEach(() => {
    stop();
    delete (window as unknown as { dataLayer?: unknown }).dataLayer;
  });

  it('reports an error nobody caught, with the exception event’s fields', () => {
    stop = reportUncaughtErrors();
    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'Uncaught TypeError: x is undefined',
        error: new TypeError('x is undefined'),
      }),
    );
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
    ]);
  });

  it('reports a promise rejection nobody handled, whatever was thrown', () => {
    stop = reportUncaughtErrors();
    for (const reason of [new Error('The API answered 500'), 'plain text', { code: 42 }]) {
      const event = new Event('unhandledrejection') as Event & { reason: unknown };
      event.reason = reason;
      window.dispatchEvent(event);
    }
    expect(layer().map((event) => [event.error_source, event.error_message])).toEqual([
      ['unhandledrejection', 'The API answered 500'],
      ['unhandledrejection', 'plain text'],
      ['unhandledrejection', '{"code":42}'],
    ]);
  });

  it('reports each message once, and at most a few per page', () => {
    stop = reportUncaughtErrors();
    for (let i = 0; i < 3; i++) window.dispatchEvent(new ErrorEvent('error', { message: 'same' }));
    for (let i = 0; i < 50; i++) window.dispatchEvent(new ErrorEvent('error', { message: `error ${i}` }));
    expect(layer()).toHaveLength(MAX_UNCAUGHT_REPORTS);
    expect(layer().filter((event) => event.error_message === 'same')).toHaveLength(1);
  });

  it('stops when asked', () => {
    reportUncaughtErrors()();
    window.dispatchEvent(new ErrorEvent('error', { message: 'after' }));
    expect(layer()).toEqual([]);
  });
});
