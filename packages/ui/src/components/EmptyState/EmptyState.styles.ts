import styled, { css } from 'styled-components';

export type EmptyStateVariant = 'plain' | 'outlined';
export type EmptyStateSize = 'sm' | 'md';

/**
 * A centred column. `outlined` draws a dashed edge (an empty area waiting to be filled, as on the
 * account pages); `plain` sits inside something that already has one (a drawer, a board column).
 */
export const Root = styled.div<{ $variant: EmptyStateVariant; $size: EmptyStateSize }>`
  display: grid;
  justify-items: center;
  align-content: start;
  gap: ${({ theme, $size }) => ($size === 'sm' ? theme.space.sm : theme.space.md)};
  padding: ${({ theme, $size }) =>
    $size === 'sm' ? `${theme.space.lg} ${theme.space.md}` : `${theme.space.xxl} ${theme.space.lg}`};
  text-align: center;
  color: ${({ theme }) => theme.color.fg.default};
  overflow-wrap: anywhere;

  ${({ theme, $variant }) =>
    $variant === 'outlined' &&
    css`
      border: 1px dashed ${theme.color.border.strong};
      border-radius: ${theme.radius[theme.surface.radius]};
    `}
`;

/** The icon on a pale accent disc: decoration, hidden from screen readers. */
export const IconBadge = styled.span<{ $size: EmptyStateSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => ($size === 'sm' ? '40px' : '64px')};
  height: ${({ $size }) => ($size === 'sm' ? '40px' : '64px')};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.accent.subtle};
  color: ${({ theme }) => theme.color.accent.text};
`;

export const Title = styled.h2<{ $size: EmptyStateSize }>`
  margin: 0;
  font-family: ${({ theme }) => theme.font.family.heading};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.font.size.md : theme.font.size.xl)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const Description = styled.p<{ $size: EmptyStateSize }>`
  margin: 0;
  max-width: 42ch;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.font.size.sm : theme.font.size.md)};
`;

/** One or more actions, centred, wrapping on narrow screens. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;
