import styled from 'styled-components';

/** A row of chips that wraps; the list keeps its role explicitly (Safari drops it with `list-style: none`). */
export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: 0;
`;

export const Item = styled.li`
  display: flex;
  min-width: 0;
  max-width: 100%;
`;

export const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-family: ${({ theme }) => theme.font.family.body};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
