import type { HTMLAttributes } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import { Mark, Root, type ConnectionState } from './ConnectionStatus.styles';

export interface ConnectionStatusProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'role'> {
  /** Where the live feed stands: `connecting` (first time, nothing known yet), `live` (events arrive), `reconnecting` (lost, trying again), `offline` (given up or no network). */
  state: ConnectionState;
  /** What the state means, shown and announced: "Connecting…", "Live", "Reconnecting…", "Offline — orders may be missing". */
  label: string;
}

const icons: Record<ConnectionState, IconName> = {
  connecting: 'refresh',
  live: 'check',
  reconnecting: 'refresh',
  offline: 'error',
};

/**
 * Whether the back office is receiving orders as they happen, for the top bar's status slot: the
 * kitchen must know when the board may be out of date. Text plus an icon of its own shape for each
 * state (turning arrows while connecting or reconnecting, a check when live, an exclamation mark when
 * offline) and a colour (neutral, success, warning, and a solid danger fill when offline), so no state
 * is told by colour alone. The states are the ones the back office's board store reports.
 *
 * A polite live region (`role="status"`): when `state` and `label` change, screen readers say the
 * new label once the person is idle; the first render is not announced. Keep it mounted while the
 * app runs, so the region exists before it changes. The words are the app's, in its language; the
 * state is also on the element as `data-state`.
 */
export function ConnectionStatus({ state, label, ...rest }: ConnectionStatusProps) {
  return (
    <Root role="status" data-state={state} $state={state} {...rest}>
      <Mark $spinning={state === 'connecting' || state === 'reconnecting'} aria-hidden="true">
        <Icon name={icons[state]} size={16} />
      </Mark>
      <span>{label}</span>
    </Root>
  );
}
