import styled from 'styled-components';

export const Root = styled.div<{ $fullWidth: boolean }>`
  display: flex;
  flex-direction: column;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'min(100%, 20rem)')};
  font-family: ${({ theme }) => theme.font.family.body};
`;

export const Label = styled.label<{ $disabled: boolean }>`
  margin-bottom: ${({ theme }) => theme.space.xs};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.fg.muted : theme.color.fg.default)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const Necessity = styled.span`
  color: ${({ theme }) => theme.color.fg.muted};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

export const Hint = styled.div`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const ErrorMessage = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.danger.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  svg {
    margin-top: 1px;
  }
`;
