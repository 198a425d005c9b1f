import styled from 'styled-components';

/** The order's lines: name (options in small type under it) and price, on one row each. */
export const Lines = styled.ul<{ $gap: 'xs' | 'sm' }>`
  display: grid;
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.fg.muted};
  }
`;

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
