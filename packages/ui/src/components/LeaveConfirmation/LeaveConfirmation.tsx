import { useRef, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { Actions } from './LeaveConfirmation.styles';

export interface LeaveConfirmationProps {
  /** Whether the question is shown: while the app holds a navigation back (react-router's blocker is `blocked`). */
  open: boolean;
  /** Called by Stay, Esc, the close button or the backdrop: the app cancels the navigation (`blocker.reset()`). */
  onStay: () => void;
  /** Called by Leave: the app lets the navigation go on (`blocker.proceed()`), and the changes are lost. */
  onLeave: () => void;
  /** The question, also the dialog's name ("Leave without saving?"). */
  title: ReactNode;
  /** What is lost, the dialog's description ("The changes to this dish are not saved and will be lost."). @default none */
  description?: ReactNode;
  /** The words of the button that keeps the person on the page ("Stay"). */
  stayLabel: ReactNode;
  /** The words of the button that leaves and loses the changes ("Leave without saving"). */
  leaveLabel: ReactNode;
}

/**
 * The question before a page with unsaved changes is left: Stay or Leave, in the app's words. Built on
 * `Modal`, so focus is held inside and goes back where it was; it starts on Stay, the choice that loses
 * nothing, and every way of dismissing the dialog (Esc, the close button, the backdrop) means Stay too.
 *
 * The kit knows no router: the app decides when to ask (react-router's `useBlocker` with its own test of
 * "unsaved") and what Stay and Leave do. Closing or reloading the tab is the browser's own question
 * (`beforeunload`), which the app asks for as well.
 */
export function LeaveConfirmation({
  open,
  onStay,
  onLeave,
  title,
  description,
  stayLabel,
  leaveLabel,
}: LeaveConfirmationProps) {
  const stayRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onStay();
      }}
      title={title}
      description={description}
      size="sm"
      initialFocus={stayRef}
      footer={
        <Actions>
          <Button variant="secondary" onClick={onLeave}>
            {leaveLabel}
          </Button>
          <Button ref={stayRef} onClick={onStay}>
            {stayLabel}
          </Button>
        </Actions>
      }
    />
  );
}
