import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div<{ $tone: 'success' | 'danger' }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  text-align: center;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.fg.muted};
  }
`;

const Badge = styled.span<{ $tone: 'success' | 'danger' }>`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme, $tone }) => theme.color[$tone].subtle};
  color: ${({ theme, $tone }) => theme.color[$tone].text};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A payment result: a round icon, the page's h1, text and actions. */
export function Result({
  tone,
  icon,
  title,
  children,
}: {
  tone: 'success' | 'danger';
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box $tone={tone}>
      <Badge $tone={tone} aria-hidden="true">
        {icon}
      </Badge>
      <h1>{title}</h1>
      {children}
    </Box>
  );
}
