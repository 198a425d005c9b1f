/**
 * Which overlays are open (spec §2): the modals and drawers of the shell. While any is open the page
 * does not scroll (`html.is-clipped`), through the kit's own scroll lock so the kit's overlays and the
 * store count the same locks.
 */
import { lockScroll } from '@nori/ui';
import { makeAutoObservable, reaction } from 'mobx';

export const MODALS = ['authPhone', 'authCode', 'authProfile', 'filters', 'review', 'attention'] as const;
export const DRAWERS = ['navigation', 'menu', 'cart', 'stores'] as const;

export type ModalName = (typeof MODALS)[number];
export type DrawerName = (typeof DRAWERS)[number];
export type OverlayName = ModalName | DrawerName;

const OVERLAYS: readonly OverlayName[] = [...MODALS, ...DRAWERS];

/**
 * Overlays that give way to the shopper's own: opening any other overlay closes them, and their store opens
 * them again once nothing is open (AttentionStore). So the attention popup never shows together with the cart
 * or sign-in, whichever's code loads first: its flag can be set while its code is still on the way, when the
 * shopper sees nothing yet and opens the cart (issue 29).
 */
const GIVES_WAY: readonly OverlayName[] = ['attention'];

export const isOverlayName = (value: unknown): value is OverlayName =>
  typeof value === 'string' && (OVERLAYS as readonly string[]).includes(value);

/** The open overlays, in the order of MODALS then DRAWERS. */
export type UiSnapshot = OverlayName[];

export class UiStore {
  private readonly flags: Record<OverlayName, boolean> = Object.fromEntries(
    OVERLAYS.map((name) => [name, false]),
  ) as Record<OverlayName, boolean>;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  isOpen(name: OverlayName): boolean {
    return this.flags[name];
  }

  open(name: OverlayName): void {
    if (!GIVES_WAY.includes(name)) for (const other of GIVES_WAY) this.flags[other] = false;
    this.flags[name] = true;
  }

  close(name: OverlayName): void {
    this.flags[name] = false;
  }

  toggle(name: OverlayName): void {
    this.setOpen(name, !this.flags[name]);
  }

  /** `onOpenChange` for a Radix-style overlay bound to one flag. */
  setOpen(name: OverlayName, open: boolean): void {
    if (open) this.open(name);
    else this.close(name);
  }

  closeAll(): void {
    for (const name of OVERLAYS) this.flags[name] = false;
  }

  get openOverlays(): OverlayName[] {
    return OVERLAYS.filter((name) => this.flags[name]);
  }

  get anyOpen(): boolean {
    return this.openOverlays.length > 0;
  }

  toSnapshot(): UiSnapshot {
    return this.openOverlays;
  }

  hydrate(snapshot: unknown): void {
    if (!Array.isArray(snapshot)) return;
    this.closeAll();
    for (const name of snapshot) if (isOverlayName(name)) this.flags[name] = true;
  }

  /**
   * Browser only: holds one scroll lock while any overlay is open. Returns the disposer, which also
   * releases a lock still held.
   */
  startScrollLock(doc: Document = document): () => void {
    let release: (() => void) | null = null;
    const stop = reaction(
      () => this.anyOpen,
      (open) => {
        if (open && !release) release = lockScroll(doc);
        if (!open && release) {
          release();
          release = null;
        }
      },
      { fireImmediately: true },
    );
    return () => {
      stop();
      release?.();
      release = null;
    };
  }
}
