import styled, { type DefaultTheme } from 'styled-components';

export type PriceSize = 'sm' | 'md' | 'lg';
export type PriceTone = 'default' | 'accent' | 'danger';

const currentSize: Record<PriceSize, (theme: DefaultTheme) => string> = {
  sm: ({ font }) => font.size.sm,
  md: ({ font }) => font.size.lg,
  lg: ({ font }) => font.size.xxl,
};

const oldSize: Record<PriceSize, (theme: DefaultTheme) => string> = {
  sm: ({ font }) => font.size.xs,
  md: ({ font }) => font.size.sm,
  lg: ({ font }) => font.size.md,
};

const toneColour: Record<PriceTone, (theme: DefaultTheme) => string> = {
  default: ({ color }) => color.fg.default,
  accent: ({ color }) => color.accent.text,
  danger: ({ color }) => color.danger.text,
};

export const Root = styled.span`
  position: relative;
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space.sm};
  font-variant-numeric: tabular-nums;
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

/** `white-space: nowrap`: "1 234 MDL" never breaks between the digits and the currency. */
export const Current = styled.span<{ $size: PriceSize; $tone: PriceTone }>`
  font-size: ${({ theme, $size }) => currentSize[$size](theme)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme, $tone }) => toneColour[$tone](theme)};
  white-space: nowrap;
`;

export const Old = styled.s<{ $size: PriceSize }>`
  font-size: ${({ theme, $size }) => oldSize[$size](theme)};
  color: ${({ theme }) => theme.color.fg.muted};
  white-space: nowrap;
`;
