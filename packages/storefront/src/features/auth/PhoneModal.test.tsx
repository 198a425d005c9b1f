// @vitest-environment happy-dom
/**
 * The sign-in's phone step as a shopper sees it (issue 12): a number the API would refuse is not sent, and
 * the field says why — a landline, a mistyped number, a country the shop does not text — in their language.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { AuthStore, type AuthStoreDeps } from '../../stores/AuthStore';
import { createTestStores } from '../../testing/createTestStores';
import { cleanup, renderWithProviders } from '../../testing/renderWithProviders';
import { PhoneModal } from './PhoneModal';

afterEach(cleanup);

async function renderPhoneStep({ locale = 'en', codes }: { locale?: Locale; codes?: string[] } = {}) {
  const { stores, calls } = createTestStores({ locale });
  if (codes) {
    // The root store gives the sign-in the API's codes once it is wired to the order rules; here, by hand
    // (the sign-in's store is created by the first `authWith`, this one).
    // (A constructor function that returns the store: MobX stores cannot be subclassed.)
    const withCodes = function (deps: AuthStoreDeps) {
      return new AuthStore({ ...deps, phoneCountryCodes: () => codes });
    };
    stores.authWith(withCodes as unknown as typeof AuthStore);
  }
  stores.ui.open('authPhone');
  await renderWithProviders(<PhoneModal onClose={() => {}} />, { stores, messages: ['signIn'] });
  const input = () => {
    const element = document.body.querySelector('input[name="phone"]');
    if (!(element instanceof HTMLInputElement)) throw new Error('No phone field');
    return element;
  };
  const type = (value: string) =>
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input(), value);
      input().dispatchEvent(new Event('input', { bubbles: true }));
    });
  const submit = () =>
    act(async () => {
      input().form!.requestSubmit();
      expect(stores.authWith(AuthStore).pending).toBe('phone');
      // The rule arrives by a dynamic import: wait for the step to finish.
      await vi.waitFor(() => expect(stores.authWith(AuthStore).pending).toBeNull());
    });
  /** The text the field is described by: its error, when there is one. */
  const fieldMessage = () =>
    (input().getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  return { stores, calls, type, submit, fieldMessage };
}

describe('PhoneModal', () => {
  it('does not send a landline and asks for a mobile number', async () => {
    const step = await renderPhoneStep();
    await step.type('+373 22 123 456');
    await step.submit();
    expect(step.calls).toEqual([]);
    expect(step.fieldMessage()).toContain('Enter a mobile number: the code comes by SMS.');
    expect(step.stores.ui.isOpen('authPhone')).toBe(true);
  });

  it('does not send a number a digit short, in Romanian', async () => {
    const step = await renderPhoneStep({ locale: 'ro' });
    await step.type('+373 69 123 45');
    await step.submit();
    expect(step.calls).toEqual([]);
    expect(step.fieldMessage()).toContain('Verificați numărul');
  });

  it('names the countries the shop texts when the number is of another one', async () => {
    const step = await renderPhoneStep({ codes: ['373', '40'] });
    await step.type('+380 50 123 4567');
    await step.submit();
    expect(step.calls).toEqual([]);
    expect(step.fieldMessage()).toContain('We can text codes only to numbers starting with +373 or +40.');
  });

  it('sends a mobile number and moves on to the code', async () => {
    const step = await renderPhoneStep({ codes: ['373'] });
    await step.type('+373 69 123 456');
    await step.submit();
    expect(step.calls[0]).toMatchObject({ method: 'viaPhoneNumber', args: ['37369123456'] });
    expect([step.stores.ui.isOpen('authPhone'), step.stores.ui.isOpen('authCode')]).toEqual([false, true]);
  });
});
