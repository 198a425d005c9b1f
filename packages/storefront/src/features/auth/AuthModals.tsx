import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/StoresProvider';
import { takeReturn } from './authReturn';
import { CodeModal } from './CodeModal';
import { PhoneModal } from './PhoneModal';

/**
 * The phone and code sign-in modals (the profile modal after a first sign-in is its own overlay, with
 * the date picker's code). After a sign-in that a guarded page asked for, the shopper lands on that
 * page; closing sign-in without finishing forgets it.
 */
export const AuthModals = observer(function AuthModals() {
  const { cookies } = useStores();
  const navigate = useNavigate();
  const forgetReturn = () => takeReturn(cookies);
  const goToReturn = () => {
    const path = takeReturn(cookies);
    if (path) navigate(path);
  };
  return (
    <>
      <PhoneModal onClose={forgetReturn} />
      <CodeModal onSignedIn={goToReturn} onClose={forgetReturn} />
    </>
  );
});
