import styled, { css } from 'styled-components';

export type FieldsetLayout = 'stack' | 'grid';

export const Root = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  /* A fieldset's min-width is its content's by default: a wide child would overflow a phone. */
  min-width: 0;
  font-family: ${({ theme }) => theme.font.family.body};
  color: ${({ theme }) => theme.color.fg.default};

  &:disabled {
    color: ${({ theme }) => theme.color.fg.muted};
  }
`;

export const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const Description = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const Fields = styled.div<{ $layout: FieldsetLayout; $minColumnWidth: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  ${({ $layout, $minColumnWidth }) =>
    $layout === 'grid' &&
    css`
      grid-template-columns: repeat(auto-fill, minmax(min(${$minColumnWidth}, 100%), 1fr));
    `}
`;
