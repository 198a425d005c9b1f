import styled from 'styled-components';

export const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  font-family: ${({ theme }) => theme.font.family.body};
`;

/**
 * The field and its button side by side, level at the bottom: the field's label is above its input, and its
 * message goes under the row (not inside the field), so the button stays beside the input whatever is said.
 */
export const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
`;

export const Applied = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

export const Saving = styled.span`
  color: ${({ theme }) => theme.color.success.text};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
