import { Price } from '@nori/ui';
import type { ReactNode } from 'react';
import type { OrderOffer } from '../../api/types';

export interface OfferRowsProps {
  /** The offers as the API priced them (an order's, or the checkout's check), in the order they applied. */
  offers: readonly OrderOffer[];
  /** What a gift's row says instead of an amount (a gift is a line of its own at 0). */
  gift: ReactNode;
  /** @default 'md' */
  size?: 'sm' | 'md';
}

/**
 * Each offer an order gets as a row of a totals list (`<dt>`/`<dd>` inside the caller's `<dl>`): its title,
 * with the code the shopper typed, and what it took off the goods and the delivery together. The callers
 * bring the words (each page's message group is its own).
 */
export function OfferRows({ offers, gift, size = 'md' }: OfferRowsProps) {
  return offers.map((offer, index) => {
    const amount = offer.discount + offer.delivery_discount;
    return (
      <OfferRow key={`${offer.code ?? ''}-${offer.title}-${index}`} title={offer.title} code={offer.code}>
        {amount > 0 ? (
          <>
            −<Price amount={amount} size={size} />
          </>
        ) : (
          gift
        )}
      </OfferRow>
    );
  });
}

function OfferRow({ title, code, children }: { title: string; code: string | null; children: ReactNode }) {
  return (
    <>
      <dt>{code ? `${title} (${code})` : title}</dt>
      <dd>{children}</dd>
    </>
  );
}
