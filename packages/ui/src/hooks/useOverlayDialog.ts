import type { DialogContentProps } from '@radix-ui/react-dialog';
import { useRef, type RefObject } from 'react';
import { useBackdropDismiss } from './useBackdropDismiss';
import { useControllableState } from './useControllableState';
import { useScrollLock } from './useScrollLock';

/** How an overlay dialog (`Modal`, `Drawer`) opens, closes and moves focus. */
export interface OverlayDialogProps {
  /** Whether it is open (controlled). */
  open?: boolean;
  /** Whether it starts open (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called with the new state when it opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Trap focus, hide the page from screen readers and show the backdrop. @default true */
  modal?: boolean;
  /** Whether the person can close it: Esc, a backdrop click and the close button. @default true */
  dismissible?: boolean;
  /** Close on a press and release on the backdrop (never on a drag out of the content). @default true */
  closeOnOutsideClick?: boolean;
  /** The element to focus on open, e.g. the phone field. @default the first focusable element */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * The element to focus on close instead of what opened it: for an action that replaces its own button
   * (a cancelled order's "Cancel" gives way to a note). @default what opened the overlay
   */
  returnFocus?: RefObject<HTMLElement | null>;
}

type ContentHandlers = Pick<
  DialogContentProps,
  'onEscapeKeyDown' | 'onInteractOutside' | 'onOpenAutoFocus' | 'onCloseAutoFocus'
>;

/**
 * The closing rules shared by `Modal` and `Drawer` on top of Radix Dialog: the backdrop rule of
 * spec §2 (Radix would close on the press alone), Esc unless not dismissible, the `is-clipped`
 * scroll lock while open, the initial focus, and focus returned to whatever opened the overlay,
 * also when it was opened from code rather than through a `Dialog.Trigger`.
 */
export function useOverlayDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  modal = true,
  dismissible = true,
  closeOnOutsideClick = true,
  initialFocus,
  returnFocus,
}: OverlayDialogProps) {
  const [open, setOpen] = useControllableState({ prop: openProp, defaultProp: defaultOpen, onChange: onOpenChange });
  useScrollLock(open && modal);
  const outsideCloses = dismissible && closeOnOutsideClick;
  const backdrop = useBackdropDismiss(outsideCloses, () => setOpen(false));
  const returnFocusRef = useRef<HTMLElement | null>(null);

  const content: ContentHandlers = {
    onEscapeKeyDown: (event) => {
      if (!dismissible) event.preventDefault();
    },
    // A modal's outside is its backdrop, handled above on the release; a non-modal one has no
    // backdrop and keeps Radix's behaviour unless outside clicks are turned off.
    onInteractOutside: (event) => {
      if (modal || !outsideCloses) event.preventDefault();
    },
    onOpenAutoFocus: (event) => {
      // Focus has not moved yet: this is what opened the overlay, trigger or not.
      const active = document.activeElement;
      returnFocusRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
      const target = initialFocus?.current;
      if (target) {
        event.preventDefault();
        target.focus();
      }
    },
    onCloseAutoFocus: (event) => {
      const target = returnFocus?.current?.isConnected ? returnFocus.current : returnFocusRef.current;
      returnFocusRef.current = null;
      // Radix returns focus to its Trigger only; an overlay opened from code (a store flag) would
      // leave focus on <body>. When the opener is gone, Radix's default (the trigger) applies.
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };

  return { open, setOpen, modal, backdrop, content };
}
