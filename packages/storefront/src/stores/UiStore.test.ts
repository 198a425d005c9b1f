// @vitest-environment happy-dom
import { lockScroll } from '@nori/ui';
import { describe, expect, it } from 'vitest';
import { DRAWERS, MODALS, UiStore } from './UiStore';

const clipped = () => document.documentElement.classList.contains('is-clipped');

describe('UiStore flags', () => {
  it('knows the spec’s six modals and four drawers, all closed at first', () => {
    const ui = new UiStore();
    expect(MODALS).toEqual(['authPhone', 'authCode', 'authProfile', 'filters', 'review', 'attention']);
    expect(DRAWERS).toEqual(['navigation', 'menu', 'cart', 'stores']);
    expect(ui.anyOpen).toBe(false);
    expect(ui.openOverlays).toEqual([]);
  });

  it('opens, closes and toggles one flag at a time', () => {
    const ui = new UiStore();
    ui.open('authPhone');
    ui.toggle('cart');
    expect(ui.openOverlays).toEqual(['authPhone', 'cart']);
    ui.close('authPhone');
    ui.toggle('cart');
    expect(ui.anyOpen).toBe(false);
    ui.setOpen('filters', true);
    expect(ui.isOpen('filters')).toBe(true);
    ui.closeAll();
    expect(ui.anyOpen).toBe(false);
  });

  it('round-trips through a snapshot and ignores unknown names', () => {
    const ui = new UiStore();
    ui.open('authPhone');
    const next = new UiStore();
    next.open('cart');
    next.hydrate([...ui.toSnapshot(), 'bogus', 3]);
    expect(next.openOverlays).toEqual(['authPhone']);
    next.hydrate('not a list');
    expect(next.openOverlays).toEqual(['authPhone']);
  });
});

describe('UiStore scroll lock', () => {
  it('clips the page while any overlay is open and unclips when the last closes', () => {
    const ui = new UiStore();
    const stop = ui.startScrollLock(document);
    expect(clipped()).toBe(false);
    ui.open('authPhone');
    expect(clipped()).toBe(true);
    ui.open('cart');
    ui.close('authPhone');
    expect(clipped()).toBe(true);
    ui.close('cart');
    expect(clipped()).toBe(false);
    stop();
  });

  it('counts together with the kit’s own overlays', () => {
    const ui = new UiStore();
    const stop = ui.startScrollLock(document);
    const releaseKitDialog = lockScroll(document);
    ui.open('navigation');
    ui.close('navigation');
    expect(clipped()).toBe(true);
    releaseKitDialog();
    expect(clipped()).toBe(false);
    stop();
  });

  it('locks at once when started with an overlay already open (server-rendered modal), and releases on stop', () => {
    const ui = new UiStore();
    ui.hydrate(['authPhone']);
    const stop = ui.startScrollLock(document);
    expect(clipped()).toBe(true);
    stop();
    expect(clipped()).toBe(false);
    ui.close('authPhone');
    ui.open('cart');
    expect(clipped()).toBe(false);
  });
});
