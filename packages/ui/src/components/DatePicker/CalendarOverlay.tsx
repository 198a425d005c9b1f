/**
 * Where the calendar opens: a popover anchored to the field at 769 px and wider, the kit's Modal as
 * a bottom sheet below (spec §9). The parts switch together on `layout`, so the field is written
 * once. Both close on Esc and give focus back to the calendar button in the field.
 */
import * as Popover from '@radix-ui/react-popover';
import { createContext, useContext, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useControllableState } from '../../hooks/useControllableState';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { useKitMessages } from '../../intl/KitIntl';
import { mediaQueries } from '../../theme/media';
import { IconButton } from '../IconButton/IconButton';
import { Modal } from '../Modal/Modal';
import { PopoverPanel } from './DatePicker.styles';

export type OverlayLayout = 'popover' | 'sheet';

/** The layout for a screen: `desktop` is whether the 769 px media query matches. */
export function overlayLayoutFor(desktop: boolean): OverlayLayout {
  return desktop ? 'popover' : 'sheet';
}

/** Follows the window across the breakpoint. */
export function useOverlayLayout(): OverlayLayout {
  return overlayLayoutFor(useMediaQuery(mediaQueries.desktop));
}

/** The overlay stays this long after a single day or a whole range is picked, so the pick is seen. */
export const CLOSE_DELAY = 150;

/**
 * Open or closed (controlled or not, like Radix), the layout for the screen, and `closeSoon` for
 * the short pause after a pick. Opening or closing by hand cancels a pending close.
 */
export function useCalendarOverlay(props: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [open, setOpenState] = useControllableState({
    prop: props.open,
    defaultProp: props.defaultOpen ?? false,
    onChange: props.onOpenChange,
  });
  const layout = useOverlayLayout();
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  return {
    open,
    layout,
    setOpen: (next: boolean) => {
      clearTimeout(closeTimer.current);
      setOpenState(next);
    },
    closeSoon: () => {
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(() => setOpenState(false), CLOSE_DELAY);
    },
  };
}

interface OverlayState {
  layout: OverlayLayout;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const OverlayContext = createContext<OverlayState>({ layout: 'popover', open: false, onOpenChange: () => {} });

export function CalendarOverlay({ children, ...state }: OverlayState & { children: ReactNode }) {
  const content = <OverlayContext.Provider value={state}>{children}</OverlayContext.Provider>;
  if (state.layout === 'sheet') return content;
  return (
    <Popover.Root open={state.open} onOpenChange={state.onOpenChange}>
      {content}
    </Popover.Root>
  );
}

/** The box the popover lines up with. */
export function OverlayAnchor({ children }: { children: ReactNode }) {
  const { layout } = useContext(OverlayContext);
  return layout === 'popover' ? <Popover.Anchor asChild>{children}</Popover.Anchor> : <>{children}</>;
}

/** The calendar button in the field. */
export function OverlayTrigger({ disabled }: { disabled: boolean }) {
  const t = useKitMessages();
  const { layout, open, onOpenChange } = useContext(OverlayContext);
  const button = <IconButton icon="calendar" size="sm" label={t('datepicker.open')} disabled={disabled} />;
  if (layout === 'popover') return <Popover.Trigger asChild>{button}</Popover.Trigger>;
  return (
    <IconButton
      icon="calendar"
      size="sm"
      label={t('datepicker.open')}
      disabled={disabled}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => onOpenChange(true)}
    />
  );
}

interface OverlayContentProps {
  /** Names the sheet (the field's label); the popover is "Calendar". */
  title: ReactNode;
  /** Focused on open (the day to start from); otherwise the first focusable element. */
  initialFocus: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** The calendar's container. */
export function OverlayContent({ title, initialFocus, children }: OverlayContentProps) {
  const t = useKitMessages();
  const { layout, open, onOpenChange } = useContext(OverlayContext);
  if (layout === 'sheet') {
    return (
      <Modal
        variant="sheet"
        size="sm"
        open={open}
        onOpenChange={onOpenChange}
        title={title}
        initialFocus={initialFocus}
      >
        {children}
      </Modal>
    );
  }
  return (
    <Popover.Portal>
      <PopoverPanel
        align="start"
        sideOffset={8}
        collisionPadding={8}
        aria-label={t('datepicker.dialog')}
        onOpenAutoFocus={(event) => {
          const target = initialFocus.current;
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        {children}
      </PopoverPanel>
    </Popover.Portal>
  );
}
