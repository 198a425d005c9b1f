import { media } from '@nori/ui';
import styled from 'styled-components';

/** Fields side by side: two on a phone, `$columns` from the desktop breakpoint. */
export const FieldRow = styled.div<{ $columns?: number }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space.md};

  ${media.desktop} {
    grid-template-columns: repeat(${({ $columns = 2 }) => $columns}, minmax(0, 1fr));
  }
`;
