// Leaving the editor with changes not saved asks first: a link in the app (react-router's blocker, a dialog
// in the app's words) or closing or reloading the tab (the browser's own question).
import { Button, Modal } from '@nori/ui';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { useT } from '../../../i18n/useT';
import { Row } from './layout';

export function LeaveGuard({ when }: { when: boolean }) {
  const t = useT();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);

  return (
    <Modal
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={t('admin.menu.leave.title')}
      description={t('admin.menu.leave.text')}
      footer={
        <Row>
          <Button variant="secondary" onClick={() => blocker.proceed?.()}>
            {t('admin.menu.leave.leave')}
          </Button>
          <Button onClick={() => blocker.reset?.()}>{t('admin.menu.leave.stay')}</Button>
        </Row>
      }
    />
  );
}
