import styled, { type DefaultTheme } from 'styled-components';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'danger' | 'warning' | 'info';
export type BadgeVariant = 'soft' | 'solid';

interface Paint {
  background: string;
  color: string;
}

/** Every pair meets 4.5:1 in both brands: `*.text` on `*.subtle`, `*.onSolid` on `*.solid`. */
const paints: Record<BadgeVariant, (theme: DefaultTheme, tone: BadgeTone) => Paint> = {
  soft: ({ color }, tone) =>
    tone === 'neutral'
      ? { background: color.bg.subtle, color: color.fg.default }
      : { background: color[tone].subtle, color: color[tone].text },
  solid: ({ color }, tone) =>
    tone === 'neutral'
      ? { background: color.bg.inverse, color: color.fg.inverse }
      : { background: color[tone].solid, color: color[tone].onSolid },
};

export const Pill = styled.span<{ $tone: BadgeTone; $variant: BadgeVariant }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  max-width: 100%;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme, $tone, $variant }) => paints[$variant](theme, $tone).background};
  color: ${({ theme, $tone, $variant }) => paints[$variant](theme, $tone).color};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.4;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;
