/** The staff session (packages/api/src/routes/staff.ts): who is signed in, signing in and out. */
import type { StaffSession } from '@nori/core/contract';
import type { ApiClient } from './client';

export function createSessionApi(client: ApiClient) {
  return {
    /** The signed-in member and the session's CSRF token; a 401 when nobody is. */
    me: () => client.get<StaffSession>('/api/staff/me'),
    login: (email: string, password: string) => client.post<StaffSession>('/api/staff/login', { email, password }),
    logout: () => client.post('/api/staff/logout'),
  };
}

export type SessionApi = ReturnType<typeof createSessionApi>;
