import { describe, expect, it, vi } from 'vitest';
import { ApiError, type Api } from '../../api';
import type { PaymentVerification } from '../../api/types';
import type { Locale } from '../../i18n/locales';
import { createServerCookieJar } from '../../services/cookies';
import { createFakeApi } from '../../testing/createTestStores';
import { localeFromProviderLang, verifyPaymentReturn } from './paymentReturn';

function setup(verify: () => Promise<PaymentVerification>) {
  const verifyPayment = vi.fn(verify);
  const locales: Locale[] = [];
  const api = (locale: Locale): Api => {
    locales.push(locale);
    return createFakeApi({ orders: { verifyPayment } });
  };
  const cookies = createServerCookieJar();
  const run = (path: string) => verifyPaymentReturn(new Request(`http://shop.test${path}`), { api, cookies });
  return { run, verifyPayment, cookies, locales };
}

const T = '8a8f1f2e-1d3c-4b5a-9e7f-0123456789ab';

describe('payment return', () => {
  it.each([
    ['ro-RO', 'ro'],
    ['ru-RU', 'ru'],
    ['en-GB', 'en'],
    ['uk-UA', 'uk'],
    ['ua', 'uk'],
    ['de-DE', null],
    [null, null],
  ])('maps the provider language %s to %s', (lang, locale) => {
    expect(localeFromProviderLang(lang)).toBe(locale);
  });

  it('asks the API, and only a verified payment sets order_id and lands on payment-success in the shopper’s language', async () => {
    const { run, verifyPayment, cookies, locales } = setup(async () => ({
      order_id: 42,
      status: 'paid',
      retry_url: null,
    }));
    const response = await run(`/api/fail-viva-redirect-url?t=${T}&s=1234567890&lang=ru-RU&eventId=0`);
    expect(verifyPayment).toHaveBeenCalledWith({ t: T, s: '1234567890' });
    expect(locales).toEqual(['ru']);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/ru/checkout/payment-success');
    expect(cookies.get('order_id')).toBe('42');
    expect(cookies.setCookieHeaders()[0]).toMatch(/^order_id=42; Max-Age=86400; Path=\/; SameSite=Lax$/);
  });

  it('sends a declined payment to payment-failure with the order, even from the success address', async () => {
    const { run, cookies } = setup(async () => ({
      order_id: 42,
      status: 'failed',
      retry_url: 'http://api.test/dev/pay/1234567890',
    }));
    const response = await run(`/api/success-viva-redirect-url?t=${T}&s=1234567890&lang=en-GB`);
    expect(response.headers.get('location')).toBe(`/en/checkout/payment-failure?order=42&t=${T}&s=1234567890`);
    expect(cookies.get('order_id')).toBeUndefined();
  });

  it('says when the provider has not decided yet', async () => {
    const { run } = setup(async () => ({ order_id: 7, status: 'pending', retry_url: 'http://api.test/dev/pay/7' }));
    expect((await run(`/uk/api/success-viva-redirect-url?t=${T}&s=1234567890`)).headers.get('location')).toBe(
      `/uk/checkout/payment-failure?order=7&t=${T}&s=1234567890&status=pending`,
    );
  });

  it('treats a missing or unknown transaction as not paid, without a cookie', async () => {
    const { run, verifyPayment, cookies } = setup(async () => Promise.reject(new ApiError(404, 'Payment not found.')));
    expect((await run('/api/success-viva-redirect-url?lang=ro-RO')).headers.get('location')).toBe(
      '/checkout/payment-failure',
    );
    expect(verifyPayment).not.toHaveBeenCalled();
    expect((await run(`/api/success-viva-redirect-url?t=${T}&s=1`)).headers.get('location')).toBe(
      '/checkout/payment-failure',
    );
    expect(cookies.get('order_id')).toBeUndefined();
  });
});
