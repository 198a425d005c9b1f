/**
 * Offers (issue 33): what the order would get — its automatic offers and the promo code typed — priced by the
 * API as it will price the order (packages/api/src/routes/offers.ts), and the automatic offers in force, for
 * the shop to price a cart with `@nori/core/offers` as the API will. A backend without offers answers 404:
 * the callers read that as "no offers".
 */
import type { ApiClient } from './client';
import { listOf } from './list';
import type { OfferCheck, OfferCheckRequest, OfferCheckResponse, PublicOffer } from './types';

export function createOffersApi(client: ApiClient) {
  return {
    /** The order's sums with the offers it would get, the code's fate, nudges and the bonus cap. */
    check: async (request: OfferCheckRequest, options: { signal?: AbortSignal } = {}): Promise<OfferCheck> =>
      (await client.post<OfferCheckResponse>('/api/offers/check', request, options)).data,
    /** The automatic offers in force (no codes), in the request's language. */
    list: async (): Promise<PublicOffer[]> => listOf<PublicOffer>(await client.get('/api/offers')),
  };
}

export type OffersApi = ReturnType<typeof createOffersApi>;
