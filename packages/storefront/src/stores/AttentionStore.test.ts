import { describe, expect, it } from 'vitest';
import { createTestStores, type TestStoresOptions } from '../testing/createTestStores';
import { AttentionStore } from './AttentionStore';

const withPopup = (message: string | null, options: TestStoresOptions = {}) =>
  createTestStores({
    ...options,
    api: {
      dictionaries: {
        getImportantUpdateDate: async () => ({
          alert_message: null,
          alert_popup_message: message,
        }),
      },
    },
  });

describe('AttentionStore', () => {
  it('shows, once armed, when the announcements carry a popup message and no attention cookie exists', async () => {
    const { stores } = withPopup('We are closed on 1 January');
    await stores.loadShared();
    // Never on the server's page or while the page loads: the shell arms it at the first interaction.
    expect(stores.attentionWith(AttentionStore).isOpen).toBe(false);
    expect(stores.toSnapshot().ui).toEqual([]);
    stores.attentionWith(AttentionStore).arm();
    expect(stores.attentionWith(AttentionStore).isOpen).toBe(true);
    expect(stores.attentionWith(AttentionStore).message).toBe('We are closed on 1 January');
  });

  it('stays hidden without a message', async () => {
    for (const message of [null, '']) {
      const { stores } = withPopup(message);
      await stores.loadShared();
      stores.attentionWith(AttentionStore).arm();
      expect(stores.ui.isOpen('attention')).toBe(false);
    }
  });

  it('stays hidden while the attention cookie exists', async () => {
    const { stores } = withPopup('Hi', { cookies: { attention: '1' } });
    await stores.loadShared();
    stores.attentionWith(AttentionStore).arm();
    expect(stores.ui.isOpen('attention')).toBe(false);
  });

  it('does not open on top of another overlay, and opens once it closes', async () => {
    const { stores } = withPopup('Hi');
    await stores.loadShared();
    stores.ui.open('cart');
    stores.attentionWith(AttentionStore).arm();
    expect(stores.ui.isOpen('attention')).toBe(false);
    stores.ui.close('cart');
    expect(stores.attentionWith(AttentionStore).isOpen).toBe(true);
  });

  it('gives way to an overlay the shopper opens while it is showing or its code is loading, and comes back after', async () => {
    const { stores } = withPopup('Hi');
    await stores.loadShared();
    const attention = stores.attentionWith(AttentionStore);
    attention.arm();
    expect(attention.isOpen).toBe(true);
    // The shopper taps the cart before the popup's code has come (issue 29: both showed, the popup on top).
    for (const open of [
      () => stores.ui.open('cart'),
      () => stores.ui.toggle('cart'),
      () => stores.ui.setOpen('cart', true),
    ]) {
      open();
      expect(stores.ui.openOverlays).toEqual(['cart']);
      stores.ui.close('cart');
      expect(stores.ui.openOverlays).toEqual(['attention']);
    }
    // Dismissed, it stays away.
    attention.dismiss();
    stores.ui.open('authPhone');
    stores.ui.close('authPhone');
    expect(stores.ui.openOverlays).toEqual([]);
  });

  it('is created on first use, once per RootStore: a hold made before the popup is armed still counts', async () => {
    const { stores } = withPopup('Hi');
    await stores.loadShared();
    // The cookie banner may hold the popup before the shell arms it: both reach the same store.
    const release = stores.attentionWith(AttentionStore).hold();
    stores.attentionWith(AttentionStore).arm();
    expect(stores.ui.isOpen('attention')).toBe(false);
    release();
    expect(stores.attentionWith(AttentionStore).isOpen).toBe(true);
    expect(stores.attentionWith(AttentionStore)).toBe(stores.attentionWith(AttentionStore));
  });

  it('waits while held (the cookie banner), and opens once every hold is released', async () => {
    const { stores } = withPopup('Hi');
    await stores.loadShared();
    const releaseBanner = stores.attentionWith(AttentionStore).hold();
    const releaseOther = stores.attentionWith(AttentionStore).hold();
    stores.attentionWith(AttentionStore).arm();
    expect(stores.ui.isOpen('attention')).toBe(false);
    releaseBanner();
    releaseBanner();
    expect(stores.ui.isOpen('attention')).toBe(false);
    releaseOther();
    expect(stores.attentionWith(AttentionStore).isOpen).toBe(true);
  });

  it('closing or OK hides it and sets the cookie for 4 hours', async () => {
    const { stores, cookies } = withPopup('Hi');
    await stores.loadShared();
    stores.attentionWith(AttentionStore).arm();
    stores.attentionWith(AttentionStore).dismiss();
    expect(stores.attentionWith(AttentionStore).isOpen).toBe(false);
    expect(cookies.setCookieHeaders()).toEqual(['attention=1; Max-Age=14400; Path=/; SameSite=Lax']);
    stores.attentionWith(AttentionStore).check();
    expect(stores.attentionWith(AttentionStore).isOpen).toBe(false);
  });
});
