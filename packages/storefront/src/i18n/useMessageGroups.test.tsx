// @vitest-environment happy-dom
/**
 * The words of a page or an overlay in message groups: they come in the app's language, stay in the old one
 * across a language switch until the new one's arrive, and a group that failed to load is asked for again.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RawIntlProvider } from 'react-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasMessageGroup, intlFor, loadMessageGroup, loadMessages, messageLoaders } from './intl';
import type { Locale } from './locales';
import { useMessageGroups } from './useMessageGroups';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** As the pages and overlays pass them: one array for the component's life. */
const CART = ['cart'] as const;
const NONE = [] as const;

function Title({ active = true }: { active?: boolean }) {
  const { intl, settled } = useMessageGroups(CART, { active });
  return <p>{settled ? intl.formatMessage({ id: 'cart.drawer.title' }) : 'waiting'}</p>;
}

let root: Root;
let host: HTMLElement;
const render = (locale: Locale, active = true) =>
  act(() =>
    root.render(
      <RawIntlProvider value={intlFor(locale)}>
        <Title active={active} />
      </RawIntlProvider>,
    ),
  );
const text = () => host.textContent;
/** Lets the group's chunk (a dynamic import) resolve and React render what came. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
/** Waits (up to 2 s) for the render to say this: a group's first import may take longer than one settle. */
async function until(expected: string) {
  for (let waited = 0; text() !== expected && waited < 2_000; waited += 20) await settle();
  expect(text()).toBe(expected);
}

beforeAll(async () => {
  await Promise.all((['ro', 'ru', 'en', 'uk'] as const).map((locale) => loadMessages(locale)));
  // react-intl logs a missing message; a test that reads the fallback on purpose says so itself.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

// The worker's next files share this console (isolate: false).
afterAll(() => {
  vi.restoreAllMocks();
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const mount = () => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
};

function Inner() {
  const { intl } = useMessageGroups(NONE);
  return <p>{intl.formatMessage({ id: 'cart.drawer.title' })}</p>;
}

describe('useMessageGroups', () => {
  it('without groups of its own, keeps the words around it (a modal inside a page that has groups)', async () => {
    await loadMessageGroup('cart', 'en');
    mount();
    act(() =>
      root.render(
        <RawIntlProvider value={intlFor('en', ['cart'])}>
          <Inner />
        </RawIntlProvider>,
      ),
    );
    expect(text()).toBe('Your cart');
  });

  it('asks for nothing while inactive, then renders once the words are here', async () => {
    mount();
    render('ro', false);
    await settle();
    expect(text()).toBe('waiting');
    expect(hasMessageGroup('cart', 'ro')).toBe(false);
    render('ro');
    expect(text()).toBe('waiting');
    await until('Coșul dvs.');
  });

  it('keeps the old language’s words across a switch until the new one’s arrive', async () => {
    mount();
    render('ro');
    await until('Coșul dvs.');
    expect(hasMessageGroup('cart', 'ru')).toBe(false);
    render('ru');
    expect(text()).toBe('Coșul dvs.');
    await until('Ваша корзина');
  });

  it('asks again for a group that failed, when the language changes', async () => {
    // The Ukrainian catalogs' loader of the cart's words, as the chunk of the language has it.
    const { groups } = (await messageLoaders.uk()).catalogs;
    const real = groups.cart;
    groups.cart = () => Promise.reject(new Error('offline'));
    try {
      mount();
      render('uk');
      // Settled on the failure: the app's words (here react-intl's fallback, the id), not a blank overlay.
      await until('cart.drawer.title');
      groups.cart = real;
      render('en');
      await until('Your cart');
      render('uk');
      await until('Ваш кошик');
    } finally {
      groups.cart = real;
    }
  });
});
