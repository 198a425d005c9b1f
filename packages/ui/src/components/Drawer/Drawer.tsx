import * as Dialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { useOverlayDialog, type OverlayDialogProps } from '../../hooks/useOverlayDialog';
import { useKitMessages } from '../../intl/KitIntl';
import { DialogFrame } from '../Modal/DialogFrame';
import { Backdrop, Panel, type DrawerSide } from './Drawer.styles';

export interface DrawerProps extends Omit<OverlayDialogProps, 'modal'> {
  /** The heading shown in the drawer's header, also its accessible name. */
  title: ReactNode;
  /** A line under the title, announced as the drawer's description. */
  description?: ReactNode;
  /** The body; it scrolls between the header and the footer. */
  children?: ReactNode;
  /** Kept in view under the body, such as the cart's checkout button. */
  footer?: ReactNode;
  /** An element that opens the drawer when pressed (rendered as the Radix trigger). */
  trigger?: ReactElement;
  /** The edge it slides in from. @default 'right' */
  side?: DrawerSide;
  /** Show the close button. @default true, or false when `dismissible` is false */
  showClose?: boolean;
  /** A class for the panel. */
  className?: string;
}

/**
 * A panel that slides in from an edge over a backdrop: navigation, menu, cart, stores. It follows
 * the modal's rules: the close button, Esc, and a backdrop click only when both the press and the
 * release landed on the backdrop; focus trapped and returned; `html.is-clipped` while open.
 * 400 px wide on desktop, the full width below 769 px.
 */
export function Drawer({
  title,
  description,
  children,
  footer,
  trigger,
  side = 'right',
  showClose,
  className,
  ...behaviour
}: DrawerProps) {
  const t = useKitMessages();
  const { open, setOpen, backdrop, content } = useOverlayDialog(behaviour);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Backdrop $side={side} {...backdrop}>
          {/* Without a description, an explicit undefined tells Radix that none is intended. */}
          <Panel $side={side} className={className} aria-describedby={undefined} {...content}>
            <DialogFrame
              title={title}
              description={description}
              showClose={showClose ?? behaviour.dismissible ?? true}
              closeLabel={t('drawer.close')}
              footer={footer}
            >
              {children}
            </DialogFrame>
          </Panel>
        </Backdrop>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
