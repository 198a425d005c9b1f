import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Product } from '../../api';
import { useStores } from '../../stores/StoresProvider';
import { viewedMessages as m } from './messages';
import { useProductsByIds } from '../../shared/useProductsByIds';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xxl};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

export interface RecentlyViewedProps {
  /** Leave this product out (the page it is on). */
  exclude?: number;
  /** How the products are shown (the page passes the catalog's grid). */
  children: (products: Product[]) => ReactNode;
}

/**
 * The recently viewed products (spec §4: up to 8, the latest first), kept in browser storage: the
 * section appears in the browser once there is something to show, never in the server's HTML.
 */
export const RecentlyViewed = observer(function RecentlyViewed({ exclude, children }: RecentlyViewedProps) {
  const intl = useIntl();
  const { user } = useStores();
  const ids = user.viewed.filter((id) => id !== exclude);
  const products = useProductsByIds(ids);
  if (!products || products.length === 0) return null;
  return (
    <Section aria-labelledby="viewed-heading">
      <h2 id="viewed-heading">{intl.formatMessage(m.heading)}</h2>
      {children(products)}
    </Section>
  );
});
