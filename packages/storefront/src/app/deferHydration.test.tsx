// @vitest-environment happy-dom
/**
 * A deferred part rendered afresh on the client (a story, a part that appears on a page already shown) whose
 * code another instance already loaded: it waits for its words in the app's language and never renders
 * message ids in between (react-intl's MISSING_TRANSLATION), nor its words in another language.
 */
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { FormattedMessage, RawIntlProvider } from 'react-intl';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasMessageGroup, intlFor, loadMessages } from '../i18n/intl';
import type { Locale } from '../i18n/locales';
import { deferHydration } from './deferHydration';

// Rendered as the browser renders, not in `act`: there a render that suspends waits for its promise before it
// commits, and the promise here is resolved by an effect of the commit.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/** Says one word of the `shellParts` group (the footer's, the strip's). */
const Label = () => (
  <p>
    <FormattedMessage id="announcement.label" />
  </p>
);

let loads = 0;
const part = deferHydration(
  async () => {
    loads += 1;
    return Label;
  },
  { messages: ['shellParts'] },
);

/** The same part without words of its own. */
const Plain = () => <p>plain</p>;
const plainPart = deferHydration(async () => Plain);

let root: Root;
let host: HTMLElement;
let errors: string[];
const text = () => host.textContent;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
/** Waits (up to 10 s: a group's first import compiles it) for the part to say this, recording every text it showed on the way. */
async function until(expected: string, seen: string[]) {
  for (let waited = 0; text() !== expected && waited < 10_000; waited += 20) {
    await settle();
    seen.push(text() ?? '');
  }
  expect(text()).toBe(expected);
}
/** Renders and commits at once (as a click's update does), so the tests see the first frame. */
const renderIn = (locale: Locale, Component: typeof part.Component | typeof plainPart.Component) =>
  flushSync(() =>
    root.render(
      <RawIntlProvider value={intlFor(locale)}>
        <Component />
      </RawIntlProvider>,
    ),
  );

beforeAll(async () => {
  await Promise.all((['ro', 'ru', 'en', 'uk'] as const).map((locale) => loadMessages(locale)));
});

afterEach(() => {
  root.unmount();
  host.remove();
  vi.restoreAllMocks();
});

const mount = () => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => errors.push(args.map(String).join(' ')));
};

describe('deferHydration, client render with the code already here', () => {
  it('waits for the words in the app language, then shows them: never the message id', async () => {
    // The code and the Romanian words are here (as after the part was shown on a Romanian page)…
    await part.preload('ro');
    expect(loads).toBe(1);
    expect(hasMessageGroup('shellParts', 'uk')).toBe(false);
    mount();
    // …and the part now renders afresh in Ukrainian, whose words are not.
    renderIn('uk', part.Component);
    const seen = [text() ?? ''];
    await until('Оголошення', seen);
    expect(seen.filter((shown) => shown !== '' && shown !== 'Оголошення')).toEqual([]);
    expect(errors.filter((line) => line.includes('MISSING_TRANSLATION'))).toEqual([]);
    expect(loads).toBe(1);
  });

  it('renders at once when its words in the app language are in hand', async () => {
    await part.preload('uk');
    mount();
    renderIn('uk', part.Component);
    expect(text()).toBe('Оголошення');
  });

  it('once shown, follows a language switch from its old words to the new ones, never through message ids', async () => {
    await part.preload('ro');
    mount();
    renderIn('ro', part.Component);
    expect(text()).toBe('Anunț');
    expect(hasMessageGroup('shellParts', 'en')).toBe(false);
    renderIn('en', part.Component);
    const seen = [text() ?? ''];
    await until('Announcement', seen);
    expect(seen.filter((shown) => shown !== 'Anunț' && shown !== 'Announcement')).toEqual([]);
    expect(errors.filter((line) => line.includes('MISSING_TRANSLATION'))).toEqual([]);
  });

  it('renders at once a part without words of its own once its code is here', async () => {
    await plainPart.preload('ro');
    mount();
    renderIn('ru', plainPart.Component);
    expect(text()).toBe('plain');
  });
});
