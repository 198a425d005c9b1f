import { describe, expect, it } from 'vitest';
import { createTestStores, type TestStoresOptions } from '../testing/createTestStores';

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
    expect(stores.attention.isOpen).toBe(false);
    expect(stores.toSnapshot().ui).toEqual([]);
    stores.attention.arm();
    expect(stores.attention.isOpen).toBe(true);
    expect(stores.attention.message).toBe('We are closed on 1 January');
  });

  it('stays hidden without a message', async () => {
    for (const message of [null, '']) {
      const { stores } = withPopup(message);
      await stores.loadShared();
      stores.attention.arm();
      expect(stores.ui.isOpen('attention')).toBe(false);
    }
  });

  it('stays hidden while the attention cookie exists', async () => {
    const { stores } = withPopup('Hi', { cookies: { attention: '1' } });
    await stores.loadShared();
    stores.attention.arm();
    expect(stores.ui.isOpen('attention')).toBe(false);
  });

  it('does not open on top of another overlay', async () => {
    const { stores } = withPopup('Hi');
    await stores.loadShared();
    stores.ui.open('cart');
    stores.attention.arm();
    expect(stores.ui.isOpen('attention')).toBe(false);
    stores.ui.close('cart');
    stores.attention.check();
    expect(stores.attention.isOpen).toBe(true);
  });

  it('waits while held (the cookie banner), and opens once every hold is released', async () => {
    const { stores } = withPopup('Hi');
    await stores.loadShared();
    const releaseBanner = stores.attention.hold();
    const releaseOther = stores.attention.hold();
    stores.attention.arm();
    expect(stores.ui.isOpen('attention')).toBe(false);
    releaseBanner();
    releaseBanner();
    expect(stores.ui.isOpen('attention')).toBe(false);
    releaseOther();
    expect(stores.attention.isOpen).toBe(true);
  });

  it('closing or OK hides it and sets the cookie for 4 hours', async () => {
    const { stores, cookies } = withPopup('Hi');
    await stores.loadShared();
    stores.attention.arm();
    stores.attention.dismiss();
    expect(stores.attention.isOpen).toBe(false);
    expect(cookies.setCookieHeaders()).toEqual(['attention=1; Max-Age=14400; Path=/; SameSite=Lax']);
    stores.attention.check();
    expect(stores.attention.isOpen).toBe(false);
  });
});
