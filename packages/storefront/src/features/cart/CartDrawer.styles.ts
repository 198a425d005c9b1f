import styled from 'styled-components';

export const Lines = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
`;

export const Banner = styled.div<{ $tone: 'warning' | 'danger' | 'info' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => theme.color[$tone].subtle};
  color: ${({ theme, $tone }) => theme.color[$tone].text};
  font-size: ${({ theme }) => theme.font.size.sm};

  p {
    margin: 0;
    flex: 1 1 200px;
  }
`;

export const Footer = styled.div`
  flex: 1 1 100%;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const TotalRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
