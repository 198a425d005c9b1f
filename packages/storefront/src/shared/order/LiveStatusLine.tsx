import { useIntl } from 'react-intl';
import styled, { css, keyframes } from 'styled-components';
import { liveMessages } from './messages';
import type { LiveConnection } from './useLiveOrder';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.35; }
`;

const Line = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The dot repeats the words in colour (and, live, in a slow pulse that reduced motion stills). */
const Dot = styled.span<{ $state: Exclude<LiveConnection, 'off'> }>`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme, $state }) =>
    $state === 'live'
      ? theme.color.success.solid
      : $state === 'paused' || $state === 'offline'
        ? theme.color.warning.solid
        : theme.color.border.strong};
  ${({ $state }) =>
    $state === 'live' &&
    css`
      animation: ${pulse} 2s ease-in-out infinite;
      @media (prefers-reduced-motion: reduce) {
        animation: none;
      }
    `}
`;

/**
 * One line saying whether the page follows the order live: connecting, live, paused (reconnecting) or
 * offline. The server renders it as connecting, so the stream answering changes a few words, never the
 * layout. Not a live region: `OrderAnnouncer` says the changes worth hearing.
 */
export function LiveStatusLine({ connection }: { connection: Exclude<LiveConnection, 'off'> }) {
  const intl = useIntl();
  return (
    <Line data-connection={connection}>
      <Dot $state={connection} aria-hidden="true" />
      <span>{intl.formatMessage(liveMessages[connection])}</span>
    </Line>
  );
}
