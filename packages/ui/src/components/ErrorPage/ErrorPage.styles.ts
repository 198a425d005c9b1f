import styled from 'styled-components';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  color: ${({ theme }) => theme.color.fg.default};
  text-align: center;
`;

/** Shown above the heading, but after it in the document: a screen reader lands on the heading first. */
export const Visual = styled.div`
  order: -1;
  display: flex;
  justify-content: center;
  width: 100%;
`;

export const StatusCode = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.accent.text};
  font-family: ${({ theme }) => theme.font.family.heading};
  font-size: clamp(4rem, 18vw, 7rem);
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
  letter-spacing: -0.02em;
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  overflow-wrap: anywhere;
`;

export const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;
