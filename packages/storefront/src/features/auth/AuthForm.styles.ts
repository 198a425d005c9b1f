import styled from 'styled-components';

/** The sign-in forms' buttons, spaced from the field above by the theme. */
export const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
`;

/** A message that replaces a step's form (the code was right, the profile did not load). */
export const ProfileUnavailable = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger.text};
`;
