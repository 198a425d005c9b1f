// The dishes' pages: the page and the list's rows of controls. An editor's form is the kit's FormLayout; looks
// come from the kit's theme roles only.
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
