import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState, type ComponentType, type JSX } from 'react';
import { loadMessageGroups, localeOfTag, type MessageGroup } from '../i18n/intl';
import { MessageGroupsProvider } from '../i18n/MessageGroupsProvider';
import { useMessageGroups } from '../i18n/useMessageGroups';
import type { OverlayName } from '../stores/UiStore';
import { useStores } from '../stores/StoresProvider';

export interface LazyOverlay<P extends object = object> {
  (props: P): JSX.Element | null;
  /** Starts loading the overlay's code (on the intent to open it: pointer over or focus on its button). */
  preload: () => void;
}

/**
 * An overlay of the shell (a modal or drawer bound to UiStore flags) whose code — Radix Dialog, and the
 * day picker for the profile modal — is loaded when one of its flags first opens, not on every page's
 * first load. Once loaded it stays mounted, so closing animates and reopening is instant.
 *
 * Nothing renders on the server or during hydration: Radix portals render nothing there anyway, so the
 * markup matches, and the flags of an overlay open at hydration are seen by the effect just after.
 * While the chunk loads the flag is already set (the page's scroll is locked) and focus stays on the
 * button that opened it; Radix moves focus in on mount and back to that button on close.
 */
export function lazyOverlay<P extends object = object>(
  names: readonly OverlayName[],
  load: () => Promise<ComponentType<P>>,
  { messages = [] }: LazyOverlayOptions = {},
): LazyOverlay<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load();
    // The page's language, which the app keeps on <html lang>: its words start loading with the code.
    const locale = typeof document === 'undefined' ? null : localeOfTag(document.documentElement.lang);
    if (locale && messages.length) void loadMessageGroups(messages, locale);
    return loading;
  };
  const Overlay = lazy(async () => ({ default: await preload() }));

  const LazyOverlayRoot = observer(function LazyOverlay(props: P) {
    const { ui } = useStores();
    const open = names.some((name) => ui.isOpen(name));
    const [wanted, setWanted] = useState(false);
    useEffect(() => {
      if (open) setWanted(true);
    }, [open]);
    // Its words (`messages`): rendered once they are here (or their load has failed: the app's words then),
    // and after a language switch kept in the old language until the new one's arrive.
    const words = useMessageGroups(messages, { active: wanted });
    if (!wanted || !words.settled) return null;
    return (
      <MessageGroupsProvider value={words}>
        <Suspense fallback={null}>
          <Overlay {...props} />
        </Suspense>
      </MessageGroupsProvider>
    );
  });
  return Object.assign(LazyOverlayRoot, {
    preload: () => {
      void preload();
    },
  });
}

export interface LazyOverlayOptions {
  /** The message groups the overlay speaks (i18n/intl.ts): loaded with its code, in the page's language. */
  messages?: readonly MessageGroup[];
}

/** Props for the button that opens an overlay: its code starts loading as the shopper reaches for it. */
export function preloadOnIntent(overlay: Pick<LazyOverlay, 'preload'>) {
  return { onPointerEnter: overlay.preload, onFocus: overlay.preload };
}
