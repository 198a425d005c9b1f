import styled from 'styled-components';

export const Root = styled.div<{ $fullWidth: boolean }>`
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'min(100%, 20rem)')};
  min-width: 0;
`;

/** "Uploading…" under the field while the app sends the picture: a polite status, empty otherwise. */
export const UploadStatus = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.fg.muted};
  font-family: ${({ theme }) => theme.font.family.body};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};

  &:not(:empty) {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;
