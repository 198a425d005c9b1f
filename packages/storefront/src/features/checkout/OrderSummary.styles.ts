import styled from 'styled-components';

/** Subtotal, delivery, bonuses and total as a two-column list. */
export const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.color.border.default};

  dt {
    color: ${({ theme }) => theme.color.fg.muted};
  }
  dd {
    margin: 0;
    text-align: right;
  }
  dt:last-of-type {
    align-self: center;
    color: ${({ theme }) => theme.color.fg.default};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;
