import styled, { css } from 'styled-components';

/**
 * A food label's table: the caption over it, one line per nutrient with a thin rule between, names on the
 * left and figures right-aligned in tabular digits so they line up.
 */
export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-family: ${({ theme }) => theme.font.family.body};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const Caption = styled.caption<{ $hidden: boolean }>`
  padding-bottom: ${({ theme, $hidden }) => ($hidden ? 0 : theme.space.xs)};
  text-align: start;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Row = styled.tr<{ $sub: boolean }>`
  border-top: 1px solid ${({ theme }) => theme.color.border.default};

  &:last-child {
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  }

  th,
  td {
    padding: ${({ theme }) => theme.space.xs} 0;
    vertical-align: baseline;
  }

  th {
    text-align: start;
    font-weight: ${({ theme }) => theme.font.weight.regular};
    ${({ $sub, theme }) =>
      $sub &&
      css`
        padding-inline-start: ${theme.space.md};
        color: ${theme.color.fg.muted};
      `}
  }

  td {
    padding-inline-start: ${({ theme }) => theme.space.md};
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;
