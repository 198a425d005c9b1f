import type * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Content, Count, List, Root, Trigger } from './Tabs.styles';

export interface TabsProps extends Omit<ComponentPropsWithoutRef<typeof RadixTabs.Root>, 'orientation' | 'asChild'> {
  /** The active tab's value, when the app controls it (pair with `onValueChange`). @default uncontrolled */
  value?: string;
  /** The tab active at first, when the tabs keep their own state. @default none: no panel shows until one is chosen */
  defaultValue?: string;
  /** Called with the value of the tab that becomes active. */
  onValueChange?: (value: string) => void;
  /**
   * `automatic`: an arrow key moves focus and shows that tab's panel at once (WAI-ARIA's default, for
   * panels that are already there). `manual`: the arrows move focus only and Enter or Space shows the
   * panel, for panels that load or cost something to draw (a back-office list fetched per tab). @default 'automatic'
   */
  activationMode?: 'automatic' | 'manual';
  /** Text direction for the arrow keys. @default the document's */
  dir?: 'ltr' | 'rtl';
  children: ReactNode;
}

/**
 * Horizontal tabs on Radix's Tabs: the tab list is a `tablist`, one tab in the tab order; Left and
 * Right move between tabs (and wrap), Home and End go to the first and last, disabled tabs are
 * skipped. On a phone the row scrolls sideways within itself. Compose `TabsList`, `TabsTrigger`
 * (with an optional `count`) and `TabsContent`.
 */
export function Tabs({ activationMode = 'automatic', children, ...rest }: TabsProps) {
  return (
    <Root orientation="horizontal" activationMode={activationMode} {...rest}>
      {children}
    </Root>
  );
}

export interface TabsListProps extends Omit<ComponentPropsWithoutRef<typeof RadixTabs.List>, 'asChild'> {
  /** The tab list's name when no heading names it ("Orders by status"). @default none */
  'aria-label'?: string;
  /** Whether the arrow keys wrap from the last tab to the first. @default true */
  loop?: boolean;
  children: ReactNode;
}

/** The row of tabs. */
export function TabsList({ children, ...rest }: TabsListProps) {
  return <List {...rest}>{children}</List>;
}

export interface TabsTriggerProps extends Omit<ComponentPropsWithoutRef<typeof RadixTabs.Trigger>, 'asChild'> {
  /** The value that links the tab to its `TabsContent`. */
  value: string;
  /** A number after the label ("New 3"); it is part of the tab's name, so a screen reader hears it. @default none */
  count?: number;
  /** The tab cannot be chosen; the arrow keys skip it. @default false */
  disabled?: boolean;
  children: ReactNode;
}

/** A tab. The count is read after the label, parted from it by a space ("New 3"). */
export function TabsTrigger({ count, children, ...rest }: TabsTriggerProps) {
  return (
    <Trigger {...rest}>
      <span>{children}</span>
      {count !== undefined && (
        <>
          {' '}
          <Count data-count="">{count}</Count>
        </>
      )}
    </Trigger>
  );
}

export interface TabsContentProps extends Omit<ComponentPropsWithoutRef<typeof RadixTabs.Content>, 'asChild'> {
  /** The value of the tab that shows this panel. */
  value: string;
  /** Keep the panel in the DOM while hidden (a form whose state must survive). @default false: mounted only while active */
  forceMount?: true;
  children: ReactNode;
}

/** A tab's panel: a `tabpanel` named by its tab, reachable with Tab from the tab list. */
export function TabsContent({ children, ...rest }: TabsContentProps) {
  return <Content {...rest}>{children}</Content>;
}
