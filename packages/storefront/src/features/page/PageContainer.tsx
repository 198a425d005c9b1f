import styled from 'styled-components';
import { media } from '@nori/ui';

/**
 * The page area's width and padding. A module apart from `Page`: the pages that lay out their own top (home,
 * product, account) load it without `Page`'s heading and lead.
 */
export const PageContainer = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg};

  ${media.desktop} {
    padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.lg};
  }
`;
