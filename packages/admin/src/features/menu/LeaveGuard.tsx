// Leaving a menu editor (a dish, a category, a promotion) with changes not saved asks first: Stay keeps the
// page and the typing, Leave loses the changes. The router's half is shared/useLeaveBlocker; the question is
// the kit's LeaveConfirmation in the menu's words.
import { LeaveConfirmation } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useT } from '../../i18n/useT';
import { useLeaveBlocker } from '../../shared/useLeaveBlocker';

export interface LeaveGuardProps {
  /** Whether leaving now would lose changes (the editor's `dirty`), asked at the moment of leaving. */
  unsaved: () => boolean;
  /** The message id of what would be lost ("The changes to this dish are not saved and will be lost."). */
  textId: string;
}

export const LeaveGuard = observer(function LeaveGuard({ unsaved, textId }: LeaveGuardProps) {
  const t = useT();
  const { asking, stay, leave } = useLeaveBlocker(unsaved);
  return (
    <LeaveConfirmation
      open={asking}
      onStay={stay}
      onLeave={leave}
      title={t('admin.menu.leave.title')}
      description={t(textId)}
      stayLabel={t('admin.menu.leave.stay')}
      leaveLabel={t('admin.menu.leave.leave')}
    />
  );
});
