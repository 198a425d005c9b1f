// What makes a new order impossible to miss: while any is unacknowledged the board rings (two tones every
// 2.5 s) and a banner says how many wait, with one "Seen" for all; a new order in a hidden tab raises a
// browser notification. The browser keeps sound off until the page is touched, and the banner says so; the
// permission for notifications is asked once, after saying why, and a "not now" is remembered.
import { Banner, Button } from '@nori/ui';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useStores } from '../../app/stores';
import { askNotificationPermission, notificationPermission, notifyNewOrder } from './notifications';
import { createRinger } from './ringer';

const DISMISSED = 'nori-admin-notifications-dismissed';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md} 0;

  &:empty {
    display: none;
  }
`;

export const BoardAlerts = observer(function BoardAlerts() {
  const { board } = useStores();
  const intl = useIntl();
  const ringer = useMemo(() => (typeof AudioContext === 'undefined' ? null : createRinger()), []);
  const [soundBlocked, setSoundBlocked] = useState(false);
  const [permission, setPermission] = useState(notificationPermission);
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(DISMISSED) === '1');

  // Ring while anything waits; any touch of the page lets the sound play from then on.
  useEffect(() => {
    if (!ringer) return;
    const unlock = () => void ringer.unlock().then(() => setSoundBlocked(ringer.blocked));
    window.addEventListener('pointerdown', unlock);
    window.addEventListener('keydown', unlock);
    const stop = reaction(
      () => board.ringing,
      (ringing) => {
        setSoundBlocked(ringer.blocked);
        if (ringing) ringer.start();
        else ringer.stop();
      },
      { fireImmediately: true },
    );
    return () => {
      stop();
      ringer.dispose();
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, [board, ringer]);

  // A notification for each order that starts ringing while the tab is hidden.
  useEffect(
    () =>
      reaction(
        () => [...board.unacknowledged],
        (ids, before) => {
          for (const id of ids)
            if (!before.includes(id))
              notifyNewOrder(
                id,
                intl.formatMessage({ id: 'admin.notify.title' }, { id }),
                board.orders.get(id)?.contact.name ?? '',
              );
        },
      ),
    [board, intl],
  );

  const waiting = board.unacknowledged.size;
  return (
    <Stack>
      {waiting > 0 && (
        <Banner
          tone="warning"
          title={intl.formatMessage({ id: 'admin.ring.banner' }, { count: waiting })}
          action={
            <Button size="sm" onClick={() => board.acknowledge()}>
              {intl.formatMessage({ id: 'admin.action.acknowledge' })}
            </Button>
          }
        >
          {soundBlocked ? intl.formatMessage({ id: 'admin.sound.blocked' }) : null}
        </Banner>
      )}
      {permission === 'default' && !dismissed && (
        <Banner
          tone="info"
          action={
            <>
              <Button size="sm" onClick={() => void askNotificationPermission().then(setPermission)}>
                {intl.formatMessage({ id: 'admin.notify.allow' })}
              </Button>{' '}
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  localStorage.setItem(DISMISSED, '1');
                  setDismissed(true);
                }}
              >
                {intl.formatMessage({ id: 'admin.notify.later' })}
              </Button>
            </>
          }
        >
          {intl.formatMessage({ id: 'admin.notify.ask' })}
        </Banner>
      )}
    </Stack>
  );
});
