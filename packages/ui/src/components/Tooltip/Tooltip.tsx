import * as RadixTooltip from '@radix-ui/react-tooltip';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { Arrow, Content } from './Tooltip.styles';

/** Whether a `TooltipProvider` is above: a `Tooltip` then shares its timing instead of bringing its own. */
const InsideProvider = createContext(false);

export interface TooltipProviderProps {
  /** Milliseconds the pointer rests on a trigger before its tooltip opens (focus opens it at once). @default 400 */
  delayDuration?: number;
  /** Milliseconds after one tooltip closes during which the next opens without the delay. @default 300 */
  skipDelayDuration?: number;
  children?: ReactNode;
}

/**
 * Shared timing for the tooltips inside it: once one has opened, moving along a toolbar opens the
 * next at once instead of waiting again. Optional: a `Tooltip` outside any provider brings its own.
 * Put one around a toolbar, or once around the app.
 */
export function TooltipProvider({ delayDuration = 400, skipDelayDuration = 300, children }: TooltipProviderProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration}>
      <InsideProvider.Provider value>{children}</InsideProvider.Provider>
    </RadixTooltip.Provider>
  );
}

export interface TooltipProps {
  /** The tooltip's text: a few words, no links or buttons (it cannot be reached by keyboard or touch). */
  content: ReactNode;
  /** The trigger: one focusable element that accepts a ref, usually an `IconButton`. */
  children: ReactElement;
  /** The side of the trigger it prefers; it flips when there is no room. @default 'top' */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Its alignment along that side. @default 'center' */
  align?: 'start' | 'center' | 'end';
  /** Whether it is shown (controlled). */
  open?: boolean;
  /** Whether it is shown at first (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Told when it opens or closes: hover, focus, Escape, a click on the trigger. */
  onOpenChange?: (open: boolean) => void;
  /** Milliseconds of hover before it opens, overriding the provider's. @default the provider's (400) */
  delayDuration?: number;
}

/**
 * A short text beside a control, on hover (after a short delay) and on keyboard focus (at once),
 * such as the name of an icon button. Escape closes it, and so do a click and moving away. Built on
 * Radix Tooltip: the text is linked to the trigger by `aria-describedby` while open.
 *
 * Never the only way to reach information: phones have no hover and Radix opens no tooltip on touch,
 * and screen-reader users may never hear it. Whatever a tooltip says must also be in the trigger's
 * accessible name (an `IconButton`'s `label`) or on the page. Nothing interactive goes inside. Do
 * not put one on a disabled button: it gets no hover or focus; use `aria-disabled` instead.
 *
 * It takes over the trigger's `title`, so an `IconButton`'s native tooltip does not show as well.
 * Works on its own; inside a `TooltipProvider` it shares the provider's timing.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  open,
  defaultOpen,
  onOpenChange,
  delayDuration,
}: TooltipProps) {
  const inside = useContext(InsideProvider);
  const tooltip = (
    <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} delayDuration={delayDuration}>
      {/* title={undefined} reaches the trigger through Radix's Slot and replaces its native title. */}
      <RadixTooltip.Trigger asChild title={undefined}>
        {children}
      </RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <Content side={side} align={align} sideOffset={6} collisionPadding={8}>
          {content}
          <Arrow width={10} height={5} />
        </Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
  return inside ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
