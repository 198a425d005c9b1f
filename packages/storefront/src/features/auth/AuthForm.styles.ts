import styled from 'styled-components';

/** The sign-in forms' fields and their buttons, spaced by the theme. */
export const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

export const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
`;
