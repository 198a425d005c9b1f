import styled, { css, keyframes, type DefaultTheme } from 'styled-components';
import { media } from '../../theme/media';

export type ConnectionState = 'connecting' | 'live' | 'reconnecting' | 'offline';

/**
 * Each state's fill and text, pairs the theme keeps at 4.5:1 (`*.text` on `*.subtle`, `*.onSolid` on
 * `*.solid`, `fg.default` on `bg.subtle`). Connecting, before anything is known, is neutral. Offline is the only solid one: orders may be missing, so it must not be overlooked.
 */
const paints: Record<ConnectionState, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  connecting: ({ color }) => css`
    background: ${color.bg.subtle};
    color: ${color.fg.default};
  `,
  live: ({ color }) => css`
    background: ${color.success.subtle};
    color: ${color.success.text};
  `,
  reconnecting: ({ color }) => css`
    background: ${color.warning.subtle};
    color: ${color.warning.text};
  `,
  offline: ({ color }) => css`
    background: ${color.danger.solid};
    color: ${color.danger.onSolid};
  `,
};

export const Root = styled.div<{ $state: ConnectionState }>`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 100%;
  min-height: 32px;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid color-mix(in srgb, currentColor 24%, transparent);
  border-radius: ${({ theme }) => theme.radius.full};
  font-family: ${({ theme }) => theme.font.family.body};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  overflow-wrap: anywhere;
  ${({ theme, $state }) => paints[$state](theme)}
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

/** The icon: the state's shape, so it is told without colour. The arrows turn while (re)connecting, unless motion is reduced. */
export const Mark = styled.span<{ $spinning: boolean }>`
  flex: none;
  display: inline-flex;

  ${({ $spinning, theme }) =>
    $spinning &&
    css`
      animation: ${spin} 1.2s ${theme.motion.easing.standard} infinite;

      ${media.reducedMotion} {
        animation: none;
      }
    `}
`;
