import { describe, expect, it } from 'vitest';
import { createRecordingAnalytics } from './analytics';
import { authEvent, trackAuth } from './authEvents';

describe('auth events', () => {
  const context = {
    pageUrl: 'https://shop.test/ru',
    utm: { utm_source: 'google', utm_campaign: 'spring' },
  };

  it('shows the phone with a plus and carries page and UTM', () => {
    expect(authEvent('login', { phone: '37369123456', status: 'success' }, context)).toEqual({
      event: 'login',
      phone: '+37369123456',
      status: 'success',
      page_url: 'https://shop.test/ru',
      utm_source: 'google',
      utm_campaign: 'spring',
    });
  });

  it('adds the server message on failure only', () => {
    const failed = authEvent('login', { phone: '+373 69', status: 'failed', errorMessage: 'Cod greșit' }, context);
    expect(failed).toMatchObject({
      phone: '+37369',
      status: 'failed',
      error_message: 'Cod greșit',
    });
    expect(authEvent('sign_up', { phone: '1', status: 'success', errorMessage: 'x' }, context)).not.toHaveProperty(
      'error_message',
    );
  });

  it('has no utm_* keys when the landing had none', () => {
    const event = authEvent('sign_up', { phone: '1', status: 'success' }, { pageUrl: '/', utm: {} });
    expect(Object.keys(event).filter((k) => k.startsWith('utm_'))).toEqual([]);
  });

  it('trackAuth pushes with the analytics context', () => {
    const analytics = createRecordingAnalytics(context);
    trackAuth(analytics, 'sign_up', {
      phone: '37360000000',
      status: 'success',
    });
    expect(analytics.events).toEqual([
      expect.objectContaining({
        event: 'sign_up',
        phone: '+37360000000',
        page_url: 'https://shop.test/ru',
      }),
    ]);
  });
});
