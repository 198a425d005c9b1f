// A back-office tab signed in against the real API, as the store tests need one: a new staff member of a role
// (for some restaurants), a RootStore with a cookie-keeping fetch, in a language.
import type { Locale, StaffRole } from '@nori/core/contract';
import type { RealApi } from '@nori/api/testing';
import { RootStore } from '../stores/RootStore';
import { browserFetch } from './browserFetch';

export async function signedInTab(
  api: RealApi,
  role: StaffRole,
  { restaurants, locale = 'en' }: { restaurants?: number[]; locale?: Locale } = {},
) {
  const account = await api.createStaff(role, restaurants);
  const stores = new RootStore({ apiUrl: api.baseUrl, fetch: browserFetch() });
  stores.locale.setLocale(locale);
  if (!(await stores.session.signIn(account.email, account.password))) throw new Error(`${role} sign-in failed`);
  return { stores, account };
}
