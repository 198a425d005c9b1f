import { Button, CodeInput, Modal } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { fieldMessages } from '../../shared/fieldMessages';
import { useStores } from '../../stores/StoresProvider';
import { useAuth } from '../../stores/useAuth';
import { Actions, ProfileUnavailable } from './AuthForm.styles';
import { authMessages as m } from './messages';

/**
 * Sign-in step 2: the one-time code, focused on open; a full code submits by itself. When the code was
 * right but the profile could not be read, the modal says so and offers to try again.
 */
export const CodeModal = observer(function CodeModal({
  onSignedIn,
  onClose,
}: {
  onSignedIn: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { ui, user } = useStores();
  const auth = useAuth();
  const [code, setCode] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const check = async (value: string) => {
    if (auth.pending) return;
    if (await auth.checkCode(value)) {
      setCode('');
      onSignedIn();
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void check(code);
  };
  // The code field leaves the modal with the message: focus goes to the message, not to the page.
  const unavailableRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (auth.profileUnavailable) unavailableRef.current?.focus();
  }, [auth.profileUnavailable]);
  const retryProfile = async () => {
    if (await auth.retryProfile()) onSignedIn();
  };
  // Every message of a 422, the code's first; the phone's go back to the phone step (AuthStore).
  const { code: codeMessages, ...otherMessages } = auth.codeFieldErrors;
  const serverError = fieldMessages(codeMessages, ...Object.values(otherMessages));
  const error = auth.codeError ? intl.formatMessage(m.codeNotFound) : serverError;
  return (
    <Modal
      open={ui.isOpen('authCode')}
      onOpenChange={(open) => {
        ui.setOpen('authCode', open);
        if (!open && !user.isLoggedIn) onClose();
      }}
      title={intl.formatMessage(m.codeTitle)}
      description={intl.formatMessage(m.codeDescription, { phone: `+${user.authPhone ?? ''}` })}
      size="sm"
      initialFocus={inputRef}
    >
      {auth.profileUnavailable ? (
        <>
          <ProfileUnavailable ref={unavailableRef} role="alert" tabIndex={-1}>
            {intl.formatMessage(m.profileUnavailable)}
          </ProfileUnavailable>
          <Actions>
            <Button fullWidth loading={auth.pending === 'code'} onClick={() => void retryProfile()}>
              {intl.formatMessage(m.tryAgain)}
            </Button>
          </Actions>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <CodeInput
            ref={inputRef}
            name="code"
            label={intl.formatMessage(m.codeLabel)}
            value={code}
            onValueChange={setCode}
            onComplete={(value: string) => void check(value)}
            error={error}
          />
          <Actions>
            <Button type="submit" fullWidth loading={auth.pending === 'code'}>
              {intl.formatMessage(m.continue)}
            </Button>
            <Button
              variant="ghost"
              fullWidth
              onClick={() => {
                ui.close('authCode');
                auth.start();
              }}
            >
              {intl.formatMessage(m.changePhone)}
            </Button>
          </Actions>
        </form>
      )}
    </Modal>
  );
});
