import { Icon, type IconName } from '@nori/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  border: 1px dashed ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.lg};
  text-align: center;
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.accent.subtle};
  color: ${({ theme }) => theme.color.accent.text};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;

const Text = styled.p`
  margin: 0;
  max-width: 42ch;
  color: ${({ theme }) => theme.color.fg.muted};
`;

/** What an empty list says: an icon, a heading, a line and the way forward. */
export function EmptyState({
  icon,
  title,
  text,
  children,
}: {
  icon: IconName;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <Box>
      <Badge>
        <Icon name={icon} size={28} />
      </Badge>
      <Title>{title}</Title>
      <Text>{text}</Text>
      {children}
    </Box>
  );
}
