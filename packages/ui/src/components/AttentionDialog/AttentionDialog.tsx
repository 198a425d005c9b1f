import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { Message } from './AttentionDialog.styles';

export interface AttentionDialogProps {
  /** Whether the dialog is shown (controlled: the app decides when, e.g. once per 4 hours). */
  open: boolean;
  /** Called with `false` when it is closed: OK, the close button, Esc or the backdrop. */
  onOpenChange: (open: boolean) => void;
  /** The heading ("Important"), also the dialog's name. */
  title: ReactNode;
  /** The business's announcement as plain text; its line breaks are kept and nothing in it is read as HTML. */
  message: string;
  /** The words of the one button, which closes it ("OK"). */
  okLabel: ReactNode;
  /** The message's language, when it differs from the page's (a preview of another language). @default the page's */
  lang?: string;
}

/**
 * The shop's attention popup: a business's announcement ("Closed on 31 December") in a small dialog with
 * one full-width OK. The shop shows it as it comes; the back office shows the same dialog as a preview
 * of what it is about to publish, so both draw it from here.
 */
export function AttentionDialog({ open, onOpenChange, title, message, okLabel, lang }: AttentionDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="sm"
      footer={
        <Button fullWidth onClick={() => onOpenChange(false)}>
          {okLabel}
        </Button>
      }
    >
      <AttentionMessage lang={lang}>{message}</AttentionMessage>
    </Modal>
  );
}

/** The popup's body alone: the text with its line breaks (what a server render or a test can see). */
export function AttentionMessage({ children, lang }: { children: string; lang?: string | undefined }) {
  return <Message lang={lang}>{children}</Message>;
}
