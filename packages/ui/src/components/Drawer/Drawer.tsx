import * as Dialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { useOverlayDialog, type OverlayDialogProps } from '../../hooks/useOverlayDialog';
import { useKitMessages } from '../../intl/KitIntl';
import { DialogFrame } from '../Modal/DialogFrame';
import { Backdrop, Panel, type DrawerSide, type DrawerSize } from './Drawer.styles';

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
  /** A side drawer's width from 769 px, from the theme's `overlay.drawer` (320, 400 or 560 px in the kit's brands). @default 'md' */
  size?: DrawerSize;
  /** Show the close button. @default true, or false when `dismissible` is false */
  showClose?: boolean;
  /** A class for the panel. */
  className?: string;
}

/**
 * A panel that slides in from an edge over a backdrop: navigation, menu, cart, stores. It follows
 * the modal's rules: the close button, Esc, and a backdrop click only when both the press and the
 * release landed on the backdrop; focus trapped and returned; `html.is-clipped` while open; a
 * modal or drawer opened from inside it sits above it. As wide as the theme's `overlay.drawer[size]`
 * from 769 px, the full width below.
 */
export function Drawer({
  title,
  description,
  children,
  footer,
  trigger,
  side = 'right',
  size = 'md',
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
        <Backdrop $side={side} data-state={open ? 'open' : 'closed'} {...backdrop}>
          {/* Without a description, an explicit undefined tells Radix that none is intended. */}
          <Panel $side={side} $size={size} className={className} aria-describedby={undefined} aria-modal {...content}>
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
