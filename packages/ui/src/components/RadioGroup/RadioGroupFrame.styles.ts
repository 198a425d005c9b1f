import styled from 'styled-components';

export const GroupRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 0;
  font-family: ${({ theme }) => theme.font.family.body};
  color: ${({ theme }) => theme.color.fg.default};
`;

/** The group's visible name, read as the radiogroup's name through `aria-labelledby`. */
export const GroupLabel = styled.div<{ $disabled: boolean }>`
  margin-bottom: ${({ theme }) => theme.space.xs};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.fg.muted : theme.color.fg.default)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
`;

export const GroupDescription = styled.div`
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;
