import type { RealApi } from '@nori/api/testing';
import { createApi } from '../api';
import { createApiClient } from '../api/client';

/** The shop's API client as a Romanian-speaking guest's browser has it, pointed at a real API started by a test. */
export function realShopApi(api: RealApi) {
  return createApi(
    createApiClient({
      baseUrl: api.baseUrl,
      signatureSuffix: api.signatureSuffix,
      clock: { now: () => new Date() },
      getLocale: () => 'ro',
      getToken: () => null,
      onUnauthorized: () => undefined,
    }),
  );
}
