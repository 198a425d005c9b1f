import { Modal } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { ProfileForm } from '../../shared/profile/ProfileForm';
import { useStores } from '../../stores/StoresProvider';
import { authMessages as m } from './messages';

/**
 * Sign-in step 3 for new customers (spec §2, §5): the profile form (name, surname, birthday dd.mm.yy,
 * 18 or older, locked once set) in a modal. The store closes it once the server took the profile.
 */
export const ProfileModal = observer(function ProfileModal() {
  const intl = useIntl();
  const { ui } = useStores();
  return (
    <Modal
      open={ui.isOpen('authProfile')}
      onOpenChange={(open) => ui.setOpen('authProfile', open)}
      title={intl.formatMessage(m.profileTitle)}
      description={intl.formatMessage(m.profileDescription)}
      size="sm"
    >
      <ProfileForm layout="dialog" submitLabel={intl.formatMessage(m.save)} />
    </Modal>
  );
});
