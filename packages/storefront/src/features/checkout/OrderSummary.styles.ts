import styled from 'styled-components';

/** A message in the summary: a problem (danger) or a question (warning). */
export const Alert = styled.div<{ $tone?: 'danger' | 'warning' }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone = 'danger' }) => theme.color[$tone].subtle};
  color: ${({ theme, $tone = 'danger' }) => theme.color[$tone].text};
  font-size: ${({ theme }) => theme.font.size.sm};

  p {
    margin: 0;
  }
  &:focus {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
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
