// The menu screens' page layout: the page, rows of controls, columns. Looks come from the kit's theme roles
// only; the controls and groups of fields themselves are the kit's.
import { media } from '@nori/ui';
import styled from 'styled-components';

export const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  max-width: 1280px;
`;

/** Controls side by side, wrapping on a narrow screen. */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
`;

/** The filters on the left, the page's action at the far end. */
export const Toolbar = styled(Row)`
  justify-content: space-between;
`;

/** Two columns on a tablet or wider, one on a phone. */
export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  ${media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;
