// @vitest-environment happy-dom
/**
 * The one profile form, as the sign-in's new-customer step and the account's profile use it: what it
 * sends, the server's messages under their fields with focus on the first, the birthday locked once set.
 */
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../api';
import type { Profile } from '../../api/types';
import { createTestStores, testProfile, type FakeApiOverrides } from '../../testing/createTestStores';
import { cleanup, renderWithProviders } from '../../testing/renderWithProviders';
import { ProfileForm, type ProfileFormProps } from './ProfileForm';

afterEach(cleanup);

const newCustomer: Profile = { ...testProfile, name: null, surname: null, birthday: null };

async function renderForm(props: ProfileFormProps, profile: Profile, api?: FakeApiOverrides['auth']) {
  const { stores, calls } = createTestStores({
    locale: 'en',
    cookies: { token: 't' },
    snapshot: { user: { authPhone: null, profile } },
    ...(api ? { api: { auth: api } } : {}),
  });
  const { container, text } = await renderWithProviders(<ProfileForm {...props} />, { stores, messages: ['profile'] });
  const input = (label: string) => {
    const forId = [...container.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label))?.htmlFor;
    const element = forId ? container.ownerDocument.getElementById(forId) : null;
    if (!(element instanceof HTMLInputElement)) throw new Error(`No field labelled ${label}`);
    return element;
  };
  const type = (label: string, value: string) =>
    act(() => {
      const element = input(label);
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(element, value);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    });
  /** A date field reads its text on Enter (or when left). */
  const pressEnter = (label: string) =>
    act(() => {
      input(label).dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
  const submit = () =>
    act(async () => {
      container.querySelector('form')!.requestSubmit();
    });
  const describedBy = (element: HTMLElement) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => container.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' ');
  return { stores, calls, container, text, input, type, pressEnter, submit, describedBy };
}

describe('ProfileForm', () => {
  it('as the sign-up step: sends the names trimmed and the typed birthday as YYYY-MM-DD', async () => {
    const form = await renderForm({ layout: 'dialog', submitLabel: 'Save' }, newCustomer);
    await form.type('First name', ' Ana ');
    await form.type('Last name', 'Rusu');
    await form.type('Birthday', '14.03.95');
    await form.pressEnter('Birthday');
    await form.submit();
    expect(form.calls.find((call) => call.method === 'updateProfile')?.args[0]).toMatchObject({
      name: 'Ana',
      surname: 'Rusu',
      birthday: '1995-03-14',
    });
    // No phone and no saved notice: the modal closes instead.
    expect(() => form.input('Phone')).toThrow();
    expect(form.container.querySelector('[role="status"]')).toBeNull();
  });

  it('offers birthdays up to 18 years before today', async () => {
    const form = await renderForm({ submitLabel: 'Save' }, newCustomer);
    // The test clock reads 15 January 2026: 16.01.08 is a day too young.
    await form.type('Birthday', '16.01.08');
    await form.pressEnter('Birthday');
    expect(form.input('Birthday').getAttribute('aria-invalid')).toBe('true');
    await form.type('Birthday', '15.01.08');
    await form.pressEnter('Birthday');
    expect(form.input('Birthday').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the server’s messages under their fields and moves focus to the first of them', async () => {
    const errors = { surname: ['Write the last name in letters.'], birthday: ['You must be 18 or older.'] };
    const form = await renderForm({ layout: 'dialog', submitLabel: 'Save' }, newCustomer, {
      updateProfile: () => Promise.reject(new ApiError(422, 'Invalid', errors)),
    });
    await form.type('First name', 'Ana');
    await form.type('Last name', '1');
    await form.submit();
    const surname = form.input('Last name');
    expect(surname.getAttribute('aria-invalid')).toBe('true');
    expect(form.describedBy(surname)).toContain('Write the last name in letters.');
    expect(form.describedBy(form.input('Birthday'))).toContain('You must be 18 or older.');
    expect(form.input('First name').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(surname);
  });

  it('on the account: the birthday locked and sent as it was, the phone read-only, the save announced', async () => {
    const form = await renderForm(
      { submitLabel: 'Save changes', savedNotice: 'Changes saved.', showPhone: true },
      testProfile,
    );
    const birthday = form.input('Birthday');
    expect(birthday.disabled).toBe(true);
    expect(birthday.value).toBe('17.05.90');
    expect(form.describedBy(birthday)).toContain('To change it, call us.');
    expect(form.input('Phone').readOnly).toBe(true);
    expect(form.input('Phone').value).toBe('+37369123456');
    expect(form.container.querySelector('[role="status"]')?.textContent).toBe('');

    await form.type('First name', 'Mihaela');
    await form.submit();
    expect(form.calls.find((call) => call.method === 'updateProfile')?.args[0]).toMatchObject({
      name: 'Mihaela',
      birthday: '1990-05-17',
    });
    expect(form.container.querySelector('[role="status"]')?.textContent).toBe('Changes saved.');
  });

  it('a refused save announces nothing', async () => {
    const form = await renderForm({ submitLabel: 'Save changes', savedNotice: 'Changes saved.' }, testProfile, {
      updateProfile: () => Promise.reject(new ApiError(422, 'Invalid', { name: ['Too short.'] })),
    });
    await form.type('First name', '');
    await form.submit();
    expect(form.input('First name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(form.input('First name'));
    expect(form.container.querySelector('[role="status"]')?.textContent).toBe('');
  });
});
