import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState, type ComponentType, type JSX } from 'react';
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
): LazyOverlay<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load();
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
    if (!wanted) return null;
    return (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    );
  });
  return Object.assign(LazyOverlayRoot, {
    preload: () => {
      void preload();
    },
  });
}

/** Props for the button that opens an overlay: its code starts loading as the shopper reaches for it. */
export function preloadOnIntent(overlay: Pick<LazyOverlay, 'preload'>) {
  return { onPointerEnter: overlay.preload, onFocus: overlay.preload };
}
