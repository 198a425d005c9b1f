/** Phone sign-in and the profile (spec §7). */
import type { ApiClient } from './client';
import type { Profile, ProfileResponse, ProfileUpdate, ProfileUpdateResponse, TokenResponse } from './types';

/** Digits only: the API takes the phone without a plus or spaces (spec §5). */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

export function createAuthApi(client: ApiClient) {
  return {
    /** Sends a one-time code by SMS; signed with X-Request-Signature. */
    async viaPhoneNumber(phone: string): Promise<{ success: boolean }> {
      const digits = phoneDigits(phone);
      const signature = await client.signPhone(digits);
      return client.post('/api/via-phone-number', { phone: digits }, { headers: { 'X-Request-Signature': signature } });
    },

    /** Exchanges the code for a token; null when the answer carries none. */
    async smsCodeCheck(phone: string, code: string): Promise<string | null> {
      // Read defensively: a backend that answers without a token must not sign the shopper in.
      const body = await client.post<Partial<Record<keyof TokenResponse, unknown>>>('/api/sms-code-check', {
        phone: phoneDigits(phone),
        code,
      });
      return typeof body?.token === 'string' && body.token ? body.token : null;
    },

    async getProfile(): Promise<Profile> {
      return (await client.get<ProfileResponse>('/api/get-profile')).data;
    },

    async updateProfile(fields: ProfileUpdate): Promise<Profile> {
      return (await client.post<ProfileUpdateResponse>('/api/update-profile', fields)).user;
    },

    /** Revokes the token on the server. */
    async logout(): Promise<void> {
      await client.post('/api/logout');
    },
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
