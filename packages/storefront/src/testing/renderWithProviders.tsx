/**
 * Renders a piece of the shop into the test's DOM (a `// @vitest-environment happy-dom` file) inside the
 * providers App sets up: the stores, the locale's messages and the kit with its labels. Store changes
 * made inside `act` re-render it as in the browser. Call `cleanup()` after each test: it fails the test when
 * the piece asked for a message its catalogs do not have (or could not format), which react-intl would only
 * log while showing the English default, or a kit label its groups do not bring (the kit shows the id) — the
 * mark of a message group not passed as `messages`.
 */
import { KitMessagesProvider, NoriProvider } from '@nori/ui';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createIntl, RawIntlProvider } from 'react-intl';
import { getKitMessages, intlFor, kitLabelsFor, loadMessageGroup, loadMessages, type MessageGroup } from '../i18n/intl';
import type { Locale } from '../i18n/locales';
import type { RootStore } from '../stores/RootStore';
import { StoresProvider } from '../stores/StoresProvider';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const mounted = new Set<{ root: Root; host: HTMLElement }>();
/** What react-intl reported while rendering since the last `cleanup()`. */
const messageErrors = new Set<string>();

export interface Rendered {
  container: HTMLElement;
  /** The visible text of the whole render. */
  text: () => string;
}

/**
 * `messages`: the message groups the piece speaks, as its route would load them (`lazyPage`), with the kit's
 * labels they bring; the kit's core labels are always there.
 */
export async function renderWithProviders(
  ui: ReactNode,
  { stores, messages = [] }: { stores: RootStore; messages?: readonly MessageGroup[] },
): Promise<Rendered> {
  const locale: Locale = stores.locale.locale;
  await Promise.all([loadMessages(locale), ...messages.map((group) => loadMessageGroup(group, locale))]);
  // The app's `intl` for the locale and groups, reporting to this test instead of the console.
  const shared = intlFor(locale, messages);
  const intl = createIntl({
    locale: shared.locale,
    defaultLocale: shared.defaultLocale,
    messages: shared.messages,
    onError: (error) => messageErrors.add(error.message),
  });
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  mounted.add({ root, host });
  act(() =>
    root.render(
      <StoresProvider stores={stores}>
        <RawIntlProvider value={intl}>
          <NoriProvider
            brand="nori"
            locale={locale}
            messages={getKitMessages(locale)}
            fontFaces={false}
            onMissingMessage={(id) => messageErrors.add(`The kit's label "${id}" is not loaded`)}
          >
            <KitMessagesProvider messages={kitLabelsFor(locale, messages)}>{ui}</KitMessagesProvider>
          </NoriProvider>
        </RawIntlProvider>
      </StoresProvider>,
    ),
  );
  return { container: host, text: () => host.textContent ?? '' };
}

/** Unmounts everything rendered so far; then fails if a message was missing or could not be formatted. */
export function cleanup(): void {
  for (const entry of mounted) {
    act(() => entry.root.unmount());
    entry.host.remove();
  }
  mounted.clear();
  if (!messageErrors.size) return;
  const errors = [...messageErrors];
  messageErrors.clear();
  throw new Error(
    `react-intl reported while rendering (a message group the piece speaks not passed as \`messages\`?):\n${errors.join('\n')}`,
  );
}
