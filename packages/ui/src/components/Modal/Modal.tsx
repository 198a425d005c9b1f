import * as Dialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { useOverlayDialog, type OverlayDialogProps } from '../../hooks/useOverlayDialog';
import { useKitMessages } from '../../intl/KitIntl';
import { DialogFrame } from './DialogFrame';
import { Backdrop, Panel, Positioner, type ModalSize, type ModalVariant } from './Modal.styles';

export interface ModalProps extends OverlayDialogProps {
  /** The heading, also the dialog's accessible name. */
  title: ReactNode;
  /** A line under the title, announced as the dialog's description. */
  description?: ReactNode;
  /** The body; it scrolls when it is taller than the screen. */
  children?: ReactNode;
  /** Actions kept visible under the body, such as Continue. */
  footer?: ReactNode;
  /** An element that opens the modal when pressed (rendered as the Radix trigger). */
  trigger?: ReactElement;
  /** Show the close button. @default true, or false when `dismissible` is false */
  showClose?: boolean;
  /** The panel's width on desktop, from the theme's `overlay.modal` (400, 560 or 800 px in the kit's brands). @default 'md' */
  size?: ModalSize;
  /** `sheet` is a bottom sheet below 769 px and a centred dialog above. @default 'dialog' */
  variant?: ModalVariant;
  /** A class for the panel. */
  className?: string;
}

/**
 * A dialog over the page (Radix Dialog). It closes with its close button, Esc, or a click on the
 * backdrop where both the press and the release landed on the backdrop; `dismissible={false}`
 * leaves closing to the app. Focus is trapped inside and returns to what opened it; the page
 * behind does not scroll (`html.is-clipped`, the kit's only scroll lock). A modal or drawer opened
 * from inside it sits above it, and Esc closes the top one only.
 */
export function Modal({
  title,
  description,
  children,
  footer,
  trigger,
  showClose,
  size = 'md',
  variant = 'dialog',
  className,
  ...behaviour
}: ModalProps) {
  const t = useKitMessages();
  const { open, setOpen, modal, backdrop, content } = useOverlayDialog(behaviour);
  const panel = (
    // Without a description, an explicit undefined tells Radix that none is intended.
    <Panel
      $size={size}
      $variant={variant}
      className={className}
      aria-describedby={undefined}
      aria-modal={modal || undefined}
      {...content}
    >
      <DialogFrame
        title={title}
        description={description}
        showClose={showClose ?? behaviour.dismissible ?? true}
        closeLabel={t('modal.close')}
        footer={footer}
      >
        {children}
      </DialogFrame>
    </Panel>
  );
  return (
    <Dialog.Root open={open} onOpenChange={setOpen} modal={modal}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        {modal ? (
          <Backdrop $variant={variant} data-state={open ? 'open' : 'closed'} {...backdrop}>
            {panel}
          </Backdrop>
        ) : (
          <Positioner $variant={variant}>{panel}</Positioner>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}
