import type { Ref } from 'react';
import { RatingDisplay } from '@nori/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Order } from '../../../api/types';
import { orderMessages as m } from '../messages';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.subtle};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }

  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The shopper's review of this order: stars (said in words too) and the text; focusable from code. */
export function ReviewSummary({ review, ref }: { review: NonNullable<Order['review']>; ref?: Ref<HTMLDivElement> }) {
  const intl = useIntl();
  return (
    <Box ref={ref} tabIndex={-1}>
      <h3>{intl.formatMessage(m.yourReview)}</h3>
      <RatingDisplay value={review.rating} />
      {review.text && <p>{review.text}</p>}
    </Box>
  );
}
