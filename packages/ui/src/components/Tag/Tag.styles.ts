import styled, { type DefaultTheme } from 'styled-components';
import { media } from '../../theme/media';

export type TagTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'info';

/** Every pair meets 4.5:1 in both brands: `*.text` on `*.subtle`, `fg.default` on `bg.subtle`. */
const paint = ({ color }: DefaultTheme, tone: TagTone) =>
  tone === 'neutral'
    ? { background: color.bg.subtle, color: color.fg.default }
    : { background: color[tone].subtle, color: color[tone].text };

/**
 * A chip: squarer and quieter than a Badge (regular weight, body-size text, a thin outline in its own
 * colour), made to sit in rows of several inside content, tables and forms.
 */
export const Chip = styled.span<{ $tone: TagTone; $removable: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  /* As a flex or grid item in a narrow row it may shrink; the text then ends in an ellipsis. */
  min-width: 0;
  max-width: 100%;
  min-height: 28px;
  padding-block: 2px;
  padding-inline: ${({ theme, $removable }) => `${theme.space.sm} ${$removable ? theme.space.xxs : theme.space.sm}`};
  border: 1px solid color-mix(in srgb, currentColor 24%, transparent);
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $tone }) => paint(theme, $tone).background};
  color: ${({ theme, $tone }) => paint(theme, $tone).color};
  font-family: ${({ theme }) => theme.font.family.body};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  vertical-align: middle;
`;

/** The text; a long tag ends in an ellipsis rather than breaking the row it sits in. */
export const Text = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/**
 * The remove button: a 22 px circle that fits the chip, with an invisible 44 px target around it on
 * phones (the rows of chips keep a gap, so a neighbour's target does not cover it).
 */
export const RemoveButton = styled.button`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.full};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &::before {
    content: '';
    position: absolute;
    inset: -11px;
  }

  ${media.desktop} {
    &::before {
      inset: -3px;
    }
  }

  &:hover {
    background: color-mix(in srgb, currentColor 14%, transparent);
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 1px;
  }
`;
