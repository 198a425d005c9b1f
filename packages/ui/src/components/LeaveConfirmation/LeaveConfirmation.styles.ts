import styled from 'styled-components';

/** Leave and Stay side by side, Stay at the end; both take the width on a phone, one under the other if long. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  & > * {
    flex: 1 1 auto;
  }
`;
