import { Banner } from '@nori/ui';
import styled from 'styled-components';

export const Lines = styled.ul`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
`;

/** A notice over the lines (prices changed, dishes unavailable): the kit's inline banner. */
export const Notice = styled(Banner)`
  margin-bottom: ${({ theme }) => theme.space.md};
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
