// Leaving the editor with changes not saved asks first: a link in the app (react-router's blocker, a dialog
// in the app's words) or closing or reloading the tab (the browser's own question).
import { Button, Modal } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { useT } from '../../../i18n/useT';
import { Row } from './layout';

export interface LeaveGuardProps {
  /** Whether leaving now would lose changes: asked at the moment of leaving, not of the last render (a new
   * dish's first save moves to its own address before React renders the saved state). */
  unsaved: () => boolean;
}

export const LeaveGuard = observer(function LeaveGuard({ unsaved }: LeaveGuardProps) {
  const t = useT();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && unsaved(),
  );
  const when = unsaved();

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
});
